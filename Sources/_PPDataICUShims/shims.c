#include "PPDataICUShims.h"
#include <unicode/uversion.h>
int ppdata_icu_placeholder(void) { return U_ICU_VERSION_MAJOR_NUM; }
