#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/valid.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlerror.h>
#include <libxml/catalog.h>
#include <libxml/xpath.h>
