#ifndef LOCDOC_CLIBXML2_SHIM_H
#define LOCDOC_CLIBXML2_SHIM_H
#include <libxml/xmlwriter.h>
#include <libxml/xmlreader.h>
#include <libxml/HTMLparser.h>
#endif
