/* jemalloc in place of glibc's malloc, for the coursec executable alone. Linked
 * ahead of libc, its malloc and free are the ones every library in the process
 * binds to (libxml2's trees, Swift's objects). A cold build of the 1,000-lesson
 * bench course spent 17 % of its CPU in glibc's malloc, free and consolidation
 * (docs/site.md, "The allocator"). Nothing is called through this module: it
 * exists for its link line. */
#include <stddef.h>
