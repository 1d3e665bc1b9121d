#ifndef PPDATA_ICU_SHIMS_H
#define PPDATA_ICU_SHIMS_H
/* Plain C interface over ICU: no ICU types appear in this header. */
int ppdata_icu_placeholder(void);
#endif
