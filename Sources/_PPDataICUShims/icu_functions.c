/*
 * Finding ICU's functions (see PPDATA_ICU_FUNCTIONS in shims_internal.h for why they are looked up at run time).
 */
#include "shims_internal.h"

#include <pthread.h>
#include <stdatomic.h>
#if defined(__linux__)
#include <dlfcn.h>
#endif

/* The macro-expanded name of an ICU function as a string: "unumf_close_72" for unumf_close. */
#define PPDATA_ICU_STRING(name) #name
#define PPDATA_ICU_SYMBOL(name) PPDATA_ICU_STRING(name)

static ppdata_icu_functions functions;
/* &functions once every pointer is set; NULL before, and for good when ICU cannot be opened. */
static _Atomic(const ppdata_icu_functions *) loaded = NULL;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
#if defined(__linux__)
    /* libicui18n needs libicuuc, so opening it opens both, and dlsym on its handle searches both. The handle
     * stays open for the life of the process. */
    void *library = dlopen("libicui18n.so." U_ICU_VERSION_SHORT, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
#define PPDATA_ICU_LOOKUP(name) \
    functions.name = (__typeof__(functions.name))dlsym(library, PPDATA_ICU_SYMBOL(name)); \
    if (functions.name == NULL) return;
    PPDATA_ICU_FUNCTIONS(PPDATA_ICU_LOOKUP)
#undef PPDATA_ICU_LOOKUP
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
