/*
 * ICU calls behind the plain C interface in include/PPDataICUShims.h.
 *
 * Everything ICU-specific (UChar, UErrorCode, versioned symbol names) stays in
 * this target's C files (see shims_internal.h for which holds what). Strings cross the boundary as UTF-8.
 * The conversions below are called only by entry points that found ICU, so ppdata_icu() is not NULL in them.
 */
#include "shims_internal.h"

int32_t ppdata_icu_major_version(void) {
    const ppdata_icu_functions *icu = ppdata_icu();
    if (icu == NULL) return 0;
    UVersionInfo version;
    icu->u_getVersion(version);
    return (int32_t)version[0];
}

const char *ppdata_icu_error_name(int32_t status) {
    const ppdata_icu_functions *icu = ppdata_icu();
    if (icu == NULL) {
        return "U_MISSING_RESOURCE_ERROR (no usable ICU library was found: libicui18n.so.64 to .99, such as Debian's"
               " and Ubuntu's libicu" U_ICU_VERSION_SHORT " package)";
    }
    return icu->u_errorName((UErrorCode)status);
}

/* Converts UTF-16 to UTF-8 into a caller buffer and returns the byte length
 * the full result needs. u_strToUTF8 already reports U_BUFFER_OVERFLOW_ERROR
 * and the required length when the buffer is too small; the
 * "not terminated" warning it gives for an exact fit is fine for us. */
int32_t ppdata_shim_utf16_to_utf8(const UChar *text, int32_t length, char *buffer,
                                    int32_t capacity, UErrorCode *ec) {
    int32_t needed = 0;
    if (capacity < 0) {
        *ec = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    ppdata_icu()->u_strToUTF8(buffer, capacity, &needed, text, length, ec);
    return needed;
}

/* Converts a NUL-terminated ASCII/UTF-8 string to NUL-terminated UTF-16 in a
 * fixed buffer; fails with U_BUFFER_OVERFLOW_ERROR if it does not fit. */
int32_t ppdata_shim_utf8_to_utf16(const char *text, int32_t length, UChar *out, int32_t capacity,
                                   UErrorCode *ec) {
    int32_t needed = 0;
    ppdata_icu()->u_strFromUTF8(out, capacity, &needed, text, length, ec);
    if (U_SUCCESS(*ec) && needed >= capacity) {
        /* Exact fit: no room for the terminator that ICU calls below expect. */
        *ec = U_BUFFER_OVERFLOW_ERROR;
    }
    return needed;
}

/* ISO 4217 code as NUL-terminated UTF-16; only 3 ASCII letters are accepted. */
int ppdata_shim_currency_code16(const char *code, UChar out[4]) {
    if (code == NULL || strlen(code) != 3) return 0;
    for (int i = 0; i < 3; i++) {
        char c = code[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return 0;
    }
    ppdata_icu()->u_charsToUChars(code, out, 3);
    out[3] = 0;
    return 1;
}
