#ifndef LOCDOC_CLIBXML2_SHIM_H
#define LOCDOC_CLIBXML2_SHIM_H
/* Debian builds libxml2 with ICU, and its encoding.h then includes the system ICU headers, which clash with the
   ICU module Foundation ships (same names, other definitions). locdoc never uses libxml2's ICU conversion
   handlers (it writes and reads UTF-8 only), so the ICU part of libxml2's API is left out of this module. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlwriter.h>
#include <libxml/xmlreader.h>
#include <libxml/HTMLparser.h>
#endif
