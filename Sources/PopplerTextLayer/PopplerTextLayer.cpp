#include "PopplerTextLayer.h"

#include <DateInfo.h>
#include <Error.h>
#include <Gfx.h>
#include <GlobalParams.h>
#include <PDFDoc.h>
#include <Page.h>
#include <Stream.h>
#include <TextOutputDev.h>
#include <goo/GooString.h>

#include <cstdlib>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <algorithm>
#include <vector>

namespace {

/// Reads each page with a fresh `TextOutputDev`, as poppler-glib does, while Gfx draws on this device,
/// which forwards to it. The forwarding is the point: Poppler caches the colour spaces a page sets
/// (and the colour-profile transforms they build, the costly part) in the device Gfx draws on, so
/// with a device per page it rebuilds them on every page. A `TextOutputDev` itself cannot be reused:
/// after `takeText` its actual-text span still writes into the page it gave away.
class PageTextDevice final : public OutputDev {
public:
    void beginPage() { page = std::make_unique<TextOutputDev>(nullptr, true, 0, false, false); }
    bool isReady() const { return page && page->isOk(); }

    /// Ends the page and hands over its text.
    TextPage *takeText()
    {
        page->endPage();
        TextPage *text = page->takeText();
        page.reset();
        return text;
    }

    // What a TextOutputDev says about itself and does, passed to the page's.
    bool upsideDown() override { return true; }
    bool useDrawChar() override { return true; }
    bool interpretType3Chars() override { return false; }
    bool needNonText() override { return false; }
    bool needCharCount() override { return true; }
    void startPage(int pageNum, GfxState *state, XRef *xref) override { page->startPage(pageNum, state, xref); }
    void endPage() override { }
    void restoreState(GfxState *state) override { page->restoreState(state); }
    void updateFont(GfxState *state) override { page->updateFont(state); }
    void beginString(GfxState *state, const GooString *s) override { page->beginString(state, s); }
    void endString(GfxState *state) override { page->endString(state); }
    void drawChar(GfxState *state, double x, double y, double dx, double dy, double originX, double originY, CharCode c, int nBytes, const Unicode *u, int uLen) override
    {
        page->drawChar(state, x, y, dx, dy, originX, originY, c, nBytes, u, uLen);
    }
    void incCharCount(int nChars) override { page->incCharCount(nChars); }
    void beginActualText(GfxState *state, const GooString *text) override { page->beginActualText(state, text); }
    void endActualText(GfxState *state) override { page->endActualText(state); }
    void stroke(GfxState *state) override { page->stroke(state); }
    void fill(GfxState *state) override { page->fill(state); }
    void eoFill(GfxState *state) override { page->eoFill(state); }
    void processLink(AnnotLink *link) override { page->processLink(link); }

private:
    std::unique_ptr<TextOutputDev> page;
};

} // namespace

struct DocketTextLayerDocument {
    std::unique_ptr<PDFDoc> document;
    PageTextDevice device;
};

namespace {

void ignoreMessage(ErrorCategory, Goffset, const char *) { }

Page *loadedPage(DocketTextLayerDocument *document, int index)
{
    if (document == nullptr || index < 0 || index >= document->document->getNumPages()) {
        return nullptr;
    }
    return document->document->getPage(index + 1);
}

void pageSize(Page *page, double *width, double *height)
{
    const int rotation = page->getRotate();
    const bool turned = rotation == 90 || rotation == 270;
    *width = turned ? page->getCropHeight() : page->getCropWidth();
    *height = turned ? page->getCropWidth() : page->getCropHeight();
}

/// Appends one character and its box, growing both arrays together.
struct Glyphs {
    std::vector<uint32_t> scalars;
    std::vector<DocketGlyphBox> boxes;

    void add(uint32_t scalar, double x0, double y0, double x1, double y1)
    {
        // A code point Swift cannot hold (a surrogate, or past U+10FFFF) becomes U+FFFD, so the
        // count of characters and boxes stays equal.
        const bool valid = scalar < 0xD800 || (scalar > 0xDFFF && scalar <= 0x10FFFF);
        scalars.push_back(valid ? scalar : 0xFFFD);
        boxes.push_back(DocketGlyphBox { x0, y0, x1, y1 });
    }
};

} // namespace

extern "C" void docket_text_layer_initialize(void)
{
    // Poppler counts the users of its global parameters and frees them when the count drops to
    // zero (poppler-glib holds one for each open document). One user held for the life of the
    // process keeps them for the pages read after a poppler-glib document is closed; the first user
    // also sets the message callback.
    static std::once_flag once;
    std::call_once(once, [] { static GlobalParamsIniter *const processUser = new GlobalParamsIniter(ignoreMessage); (void)processUser; });
}

extern "C" DocketTextLayerDocument *docket_text_layer_open(const void *bytes, size_t count, DocketTextLayerOpenResult *result)
{
    docket_text_layer_initialize();
    *result = DocketTextLayerUnreadable;
    if (bytes == nullptr || count == 0) {
        return nullptr;
    }
    // The stream borrows the bytes; the document owns the stream.
    auto *stream = new (std::nothrow) MemStream(static_cast<const char *>(bytes), 0, static_cast<Goffset>(count), Object(objNull));
    if (stream == nullptr) {
        return nullptr;
    }
    auto document = std::unique_ptr<PDFDoc>(new (std::nothrow) PDFDoc(stream));
    if (!document) {
        delete stream;
        return nullptr;
    }
    if (!document->isOk()) {
        switch (document->getErrorCode()) {
        case errEncrypted:
            *result = DocketTextLayerEncrypted;
            break;
        case errDamaged:
            *result = DocketTextLayerDamaged;
            break;
        case errBadCatalog:
            *result = DocketTextLayerBadCatalog;
            break;
        default:
            *result = DocketTextLayerUnreadable;
        }
        return nullptr;
    }
    auto *opened = new (std::nothrow) DocketTextLayerDocument { std::move(document), {} };
    if (opened != nullptr) {
        *result = DocketTextLayerOpened;
    }
    return opened;
}

extern "C" void docket_text_layer_close(DocketTextLayerDocument *document)
{
    delete document;
}

extern "C" int docket_text_layer_page_count(DocketTextLayerDocument *document)
{
    return document == nullptr ? 0 : document->document->getNumPages();
}

extern "C" int docket_text_layer_page_size(DocketTextLayerDocument *document, int index, double *width, double *height)
{
    Page *page = loadedPage(document, index);
    if (page == nullptr) {
        return 0;
    }
    pageSize(page, width, height);
    return 1;
}

extern "C" int docket_text_layer_read_page(DocketTextLayerDocument *document, int index, DocketTextLayerPage *result)
{
    *result = DocketTextLayerPage { nullptr, nullptr, 0 };
    Page *page = loadedPage(document, index);
    if (page == nullptr) {
        return 0;
    }
    // Physical layout, no fixed pitch, reading order rather than raw order, no annotations: the text
    // poppler-glib reads.
    PageTextDevice &device = document->device;
    device.beginPage();
    if (!device.isReady()) {
        return 0;
    }
    std::unique_ptr<Gfx> gfx(page->createGfx(&device, 72.0, 72.0, 0, false, true, -1, -1, -1, -1, false, nullptr, nullptr));
    page->display(gfx.get());
    gfx.reset();
    TextPage *text = device.takeText();

    double width = 0, height = 0;
    pageSize(page, &width, &height);
    PDFRectangle whole(0, 0, width, height);
    int lineCount = 0;
    std::vector<TextWordSelection *> **lines = text->getSelectionWords(&whole, selectionStyleGlyph, &lineCount);

    // Words joined by a space where the text has one, lines by a newline: the characters of
    // poppler_page_get_text, each with the box poppler_page_get_text_layout gives it.
    Glyphs glyphs;
    double lastX1 = 0, lastY1 = 0;
    bool any = false;
    for (int lineIndex = 0; lines != nullptr && lineIndex < lineCount; lineIndex++) {
        std::vector<TextWordSelection *> *words = lines[lineIndex];
        for (std::size_t wordIndex = 0; wordIndex < words->size(); wordIndex++) {
            TextWordSelection *selection = (*words)[wordIndex];
            const TextWord *word = selection->getWord();
            for (int character = selection->getBegin(); character < selection->getEnd(); character++) {
                double x0, y0, x1, y1;
                word->getCharBBox(character, &x0, &y0, &x1, &y1);
                glyphs.add(*word->getChar(character), x0, y0, x1, y1);
            }
            double x0, y0, x1, y1;
            word->getBBox(&x0, &y0, &x1, &y1);
            if (word->hasSpaceAfter() && wordIndex + 1 < words->size()) {
                double nextX0, nextY0, nextX1, nextY1;
                (*words)[wordIndex + 1]->getWord()->getBBox(&nextX0, &nextY0, &nextX1, &nextY1);
                glyphs.add(' ', x1, y0, nextX0, y1);
            }
            lastX1 = x1;
            lastY1 = y1;
            any = true;
            delete selection;
        }
        if (lineIndex + 1 < lineCount && any) {
            glyphs.add('\n', lastX1, lastY1, lastX1, lastY1);
        }
        delete words;
    }
    gfree(lines);
    text->decRefCnt();

    const size_t count = glyphs.scalars.size();
    if (count == 0) {
        return 1;
    }
    auto *scalars = static_cast<uint32_t *>(std::malloc(count * sizeof(uint32_t)));
    auto *boxes = static_cast<DocketGlyphBox *>(std::malloc(count * sizeof(DocketGlyphBox)));
    if (scalars == nullptr || boxes == nullptr) {
        std::free(scalars);
        std::free(boxes);
        return 0;
    }
    std::copy(glyphs.scalars.begin(), glyphs.scalars.end(), scalars);
    std::copy(glyphs.boxes.begin(), glyphs.boxes.end(), boxes);
    *result = DocketTextLayerPage { scalars, boxes, count };
    return 1;
}

extern "C" void docket_text_layer_free_page(DocketTextLayerPage *page)
{
    if (page == nullptr) {
        return;
    }
    std::free(page->scalars);
    std::free(page->boxes);
    *page = DocketTextLayerPage { nullptr, nullptr, 0 };
}

extern "C" int64_t docket_text_layer_creation_date(DocketTextLayerDocument *document)
{
    if (document == nullptr) {
        return -1;
    }
    std::unique_ptr<GooString> stated = document->document->getDocInfoCreatDate();
    if (!stated) {
        return -1;
    }
    // A date written in UTF-16 (with its byte-order mark) is read as the ASCII it spells.
    std::string ascii;
    const std::string &bytes = stated->toStr();
    if (stated->hasUnicodeMarker()) {
        for (std::size_t i = 2; i + 1 < bytes.size(); i += 2) {
            if (bytes[i] != 0) {
                return -1;
            }
            ascii.push_back(bytes[i + 1]);
        }
    } else {
        ascii = bytes;
    }
    GooString date(ascii);
    const time_t seconds = dateStringToTime(&date);
    return seconds == static_cast<time_t>(-1) ? -1 : static_cast<int64_t>(seconds);
}
