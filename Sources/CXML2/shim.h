// Debian's libxml2 is built with ICU; its <unicode/ucnv.h> clashes with the ICU that Foundation
// bundles. Nothing Docket uses needs libxml2's ICU parts, so hide them before the other headers.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/HTMLparser.h>
