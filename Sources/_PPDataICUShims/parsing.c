/* Parsing a formatted amount back to exact decimal text. */
#include "shims_internal.h"

/* ---- Parsing -------------------------------------------------------------- */

int32_t ppdata_parse_currency_amount(const char *text, int32_t text_length, const char *code,
                                     const char *locale, int32_t style, char *buffer,
                                     int32_t capacity, int32_t *status) {
    UErrorCode ec = (UErrorCode)*status;
    UChar code16[4];
    if (U_FAILURE(ec)) return 0;
    const ppdata_icu_functions *icu = ppdata_icu();
    if (icu == NULL) {
        *status = PPDATA_ICU_UNAVAILABLE;
        return 0;
    }
    if (text == NULL || locale == NULL || text_length < 0 || !ppdata_shim_currency_code16(code, code16)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UNumberFormatStyle numberStyle;
    switch (style) {
    case PPDATA_PARSE_SYMBOL: numberStyle = UNUM_CURRENCY; break;
    case PPDATA_PARSE_ACCOUNTING: numberStyle = UNUM_CURRENCY_ACCOUNTING; break;
    case PPDATA_PARSE_ISO: numberStyle = UNUM_CURRENCY_ISO; break;
    case PPDATA_PARSE_PLURAL: numberStyle = UNUM_CURRENCY_PLURAL; break;
    default:
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }

    /* Text to UTF-16: small inputs on the stack, anything longer on the heap. */
    UChar stack16[128];
    UChar *text16 = stack16;
    int32_t length16 = 0;
    icu->u_strFromUTF8(stack16, (int32_t)(sizeof stack16 / sizeof stack16[0]), &length16, text, text_length,
                  &ec);
    if (ec == U_BUFFER_OVERFLOW_ERROR) {
        ec = U_ZERO_ERROR;
        text16 = (UChar *)malloc(sizeof(UChar) * (size_t)(length16 + 1));
        if (text16 == NULL) {
            *status = U_MEMORY_ALLOCATION_ERROR;
            return 0;
        }
        icu->u_strFromUTF8(text16, length16 + 1, &length16, text, text_length, &ec);
    }
    if (U_FAILURE(ec)) {
        if (text16 != stack16) free(text16);
        *status = ec;
        return 0;
    }

    int32_t needed = 0;
    UNumberFormat *format = icu->unum_open(numberStyle, NULL, 0, locale, NULL, &ec);
    if (U_SUCCESS(ec)) {
        icu->unum_setTextAttribute(format, UNUM_CURRENCY_CODE, code16, 3, &ec);
        /* "1E3" is not an amount. */
        icu->unum_setAttribute(format, UNUM_PARSE_NO_EXPONENT, 1);
        /* People type U+0020 where CLDR puts U+00A0 or U+202F ("1 234,50 $"
         * in fr_CA); strict parsing rejects that, lenient parsing accepts it
         * and still rejects malformed grouping ("$1,2,3.00") and trailing
         * text (the whole-text check below). */
        icu->unum_setAttribute(format, UNUM_LENIENT_PARSE, 1);
    }
    if (U_SUCCESS(ec)) {
        int32_t position = 0;
        needed = icu->unum_parseDecimal(format, text16, length16, &position, buffer, capacity, &ec);
        if (U_SUCCESS(ec) && position != length16) {
            /* Only part of the text is a number: reject rather than guess. */
            ec = U_PARSE_ERROR;
            needed = 0;
        }
    }
    icu->unum_close(format);
    if (text16 != stack16) free(text16);
    *status = ec;
    return needed;
}
