// Debian builds libxml2 with ICU, whose <unicode/ucnv.h> clashes with the ICU copy inside Foundation
// ("'UErrorCode' has different definitions in different modules"). We never touch the ICU-only fields of
// xmlCharEncodingHandler, so hiding them is safe.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
