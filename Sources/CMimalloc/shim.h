#ifndef LOCDOC_CMIMALLOC_SHIM_H
#define LOCDOC_CMIMALLOC_SHIM_H
// mimalloc: Debian's libmimalloc-dev (`make test` and `make run` install it). Linking it is the point: its malloc
// and free then serve the whole process. The header gives the bench `mi_version`.
#include <mimalloc.h>
#endif
