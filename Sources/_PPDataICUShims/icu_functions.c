/*
 * Finding ICU's functions (see PPDATA_ICU_FUNCTIONS in shims_internal.h for why they are looked up at run time).
 */
#include "shims_internal.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#if defined(__linux__)
#include <dlfcn.h>
#endif

static ppdata_icu_functions functions;
/* &functions once every pointer is set; NULL before, and for good when ICU cannot be opened. */
static _Atomic(const ppdata_icu_functions *) loaded = NULL;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

#if defined(__linux__)
/* The oldest ICU with every function the shim calls (ufmtval_getString is ICU 64's; the others older). */
#define PPDATA_ICU_OLDEST 64
/* The newest major version looked for after the one the shim is compiled against. */
#define PPDATA_ICU_NEWEST 99

/* Sets every pointer from `library`, whose names end in `suffix` ("_74", or "" for an ICU built without renaming);
 * whether all were found. `#name` is the name as the list writes it (unumf_close), before ICU's renaming macros. */
static int lookup_all(void *library, const char *suffix) {
    char symbol[96];
#define PPDATA_ICU_LOOKUP(name) \
    (void)snprintf(symbol, sizeof symbol, "%s%s", #name, suffix); \
    functions.name = (__typeof__(functions.name))dlsym(library, symbol); \
    if (functions.name == NULL) return 0;
    PPDATA_ICU_FUNCTIONS(PPDATA_ICU_LOOKUP)
#undef PPDATA_ICU_LOOKUP
    return 1;
}

/* Opens libicui18n.so.<major> and takes its functions; whether it could. A library is tried with its own version's
 * names, then with those of the headers (a copy installed under another name), then unversioned. */
static int open_version(int major) {
    char name[32];
    (void)snprintf(name, sizeof name, "libicui18n.so.%d", major);
    /* libicui18n needs libicuuc, so opening it opens both, and dlsym on its handle searches both. The handle
     * stays open for the life of the process. */
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return 0;
    char own[16];
    (void)snprintf(own, sizeof own, "_%d", major);
    if (lookup_all(library, own) || lookup_all(library, "_" U_ICU_VERSION_SHORT) || lookup_all(library, "")) return 1;
    dlclose(library);
    return 0;
}
#endif

static void load(void) {
#if defined(__linux__)
    /* The version the headers describe first; then any other, newest first, so that a binary built on one
     * distribution formats on another (Debian 12 has ICU 72, Ubuntu 24.04 ICU 74, Fedora 41 ICU 76). ICU's C
     * functions called here are stable API: their arguments have not changed across these versions. */
    int found = open_version(U_ICU_VERSION_MAJOR_NUM);
    for (int major = PPDATA_ICU_NEWEST; !found && major >= PPDATA_ICU_OLDEST; major--) {
        if (major != U_ICU_VERSION_MAJOR_NUM) found = open_version(major);
    }
    if (!found) return;
#else
#define PPDATA_ICU_LINKED(name) functions.name = &name;
    PPDATA_ICU_FUNCTIONS(PPDATA_ICU_LINKED)
#undef PPDATA_ICU_LINKED
#endif
    atomic_store_explicit(&loaded, &functions, memory_order_release);
}

const ppdata_icu_functions *ppdata_icu(void) {
    const ppdata_icu_functions *icu = atomic_load_explicit(&loaded, memory_order_acquire);
    if (icu != NULL) return icu;
    (void)pthread_once(&load_once, load);
    return atomic_load_explicit(&loaded, memory_order_acquire);
}
