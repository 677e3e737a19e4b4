/* Debian's libxml2 is built with ICU, and its encoding.h then includes the
 * system's <unicode/ucnv.h>. Foundation on Linux carries its own, newer ICU
 * headers; a Swift module that imports both sees two UErrorCode enums and
 * fails to build, depending on which is loaded first. We never touch the ICU
 * converter fields, so the headers are read without them. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/valid.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlerror.h>
#include <libxml/catalog.h>
#include <libxml/xpath.h>
