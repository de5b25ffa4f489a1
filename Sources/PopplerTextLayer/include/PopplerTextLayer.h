#ifndef DOCKET_POPPLER_TEXT_LAYER_H
#define DOCKET_POPPLER_TEXT_LAYER_H

// A PDF's text layer read with Poppler's core library: each page's characters in reading order with
// a box each, the same text poppler-glib gives, but with one text device for the whole document, so
// Poppler builds a colour profile's transforms once per document instead of once per page.
//
// Not thread-safe: each thread opens its own document over the same bytes.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct DocketTextLayerDocument DocketTextLayerDocument;

typedef enum {
    DocketTextLayerOpened = 0,
    DocketTextLayerEncrypted = 1,
    DocketTextLayerDamaged = 2,
    DocketTextLayerBadCatalog = 3,
    DocketTextLayerUnreadable = 4,
} DocketTextLayerOpenResult;

/// One character's box in points, origin at the page's top left.
typedef struct {
    double x0, y0, x1, y1;
} DocketGlyphBox;

/// A page's characters (Unicode scalar values) and their boxes, `count` of each; free with
/// `docket_text_layer_free_page`.
typedef struct {
    uint32_t *scalars;
    DocketGlyphBox *boxes;
    size_t count;
} DocketTextLayerPage;

/// Sets up Poppler's process-wide state once (its global parameters, and silence for its messages on
/// standard error, which Docket reports itself). Call before any other Poppler use in the process.
void docket_text_layer_initialize(void);

/// Opens a PDF from bytes that must outlive the document (Poppler reads them lazily). Returns NULL
/// and sets `result` when the file cannot be opened.
DocketTextLayerDocument *docket_text_layer_open(const void *bytes, size_t count, DocketTextLayerOpenResult *result);

void docket_text_layer_close(DocketTextLayerDocument *document);

int docket_text_layer_page_count(DocketTextLayerDocument *document);

/// Width and height in points of the page at a 0-based index, its rotation applied; 0 when the page
/// object cannot be loaded.
int docket_text_layer_page_size(DocketTextLayerDocument *document, int index, double *width, double *height);

/// Reads the page's text layer; 0 when the page object cannot be loaded.
int docket_text_layer_read_page(DocketTextLayerDocument *document, int index, DocketTextLayerPage *page);

void docket_text_layer_free_page(DocketTextLayerPage *page);

/// The document information's creation date in seconds since 1970; -1 when none is stated or it
/// cannot be read.
int64_t docket_text_layer_creation_date(DocketTextLayerDocument *document);

#ifdef __cplusplus
}
#endif

#endif
