/* Debian's libxml2 is built with ICU, and its encoding.h then includes the
 * system's <unicode/ucnv.h>. Foundation on Linux carries its own, newer ICU
 * headers; a Swift module that imports both sees two UErrorCode enums and
 * fails to build, depending on which is loaded first. We never touch the ICU
 * converter fields, so the headers are read without them. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxslt/xslt.h>
#include <libxslt/xsltInternals.h>
#include <libxslt/transform.h>
#include <libxslt/xsltutils.h>
