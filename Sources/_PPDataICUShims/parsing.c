/* Parsing a formatted amount back to exact decimal text. */
#include "shims_internal.h"

/* ---- Parsing -------------------------------------------------------------- */

/* Whether `c` may stand for the grouping separator `grouping`: itself, or a space where the locale groups with a
 * space (people type U+0020 where CLDR puts U+00A0 or U+202F), or an apostrophe where it groups with one (de_CH's
 * U+2019, typed U+0027). */
static int ppdata_is_grouping(UChar c, UChar grouping) {
    if (c == grouping) return 1;
    const int spaces = (c == 0x20 || c == 0xA0 || c == 0x202F || c == 0x2009);
    if (spaces && (grouping == 0xA0 || grouping == 0x202F || grouping == 0x2009 || grouping == 0x20)) return 1;
    return (c == 0x27 || c == 0x2019) && (grouping == 0x27 || grouping == 0x2019);
}

/* Whether the digits of `text` are grouped as the locale groups them: lenient parsing (needed for typed spaces)
 * reads any separator between digits as grouping wherever it stands, so "$9,99" in en_US and "9.99 €" in de_DE
 * came back as 999, a hundred times the amount (a library user's trial). ICU checks grouping only when parsing
 * strictly (its NumberFormat::setParseStrict documentation). So: every character between two digits before the
 * decimal separator must be the grouping separator; the group before the decimal separator has the primary size,
 * those before it the secondary size (en_IN: 1,23,456.00) and the first at most that; text without separators is
 * fine. Symbols of more than one unit are left to ICU. */
static int ppdata_grouping_is_well_formed(const UChar *text, int32_t length, const UNumberFormat *format,
                                          const ppdata_icu_functions *icu) {
    UErrorCode ec = U_ZERO_ERROR;
    UChar decimal[4], grouping[4];
    int32_t decimal_length = icu->unum_getSymbol(format, UNUM_MONETARY_SEPARATOR_SYMBOL, decimal, 4, &ec);
    int32_t grouping_length = icu->unum_getSymbol(format, UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL, grouping, 4, &ec);
    if (U_FAILURE(ec) || decimal_length != 1 || grouping_length != 1) return 1;
    int32_t primary = icu->unum_getAttribute(format, UNUM_GROUPING_SIZE);
    int32_t secondary = icu->unum_getAttribute(format, UNUM_SECONDARY_GROUPING_SIZE);
    if (secondary <= 0) secondary = primary;
    int32_t i = 0;
    while (i < length && !icu->u_isdigit(text[i])) i++;
    int32_t groups = 0, first = 0, run = 0;
    for (; i < length; i++) {
        if (icu->u_isdigit(text[i])) {
            run++;
            continue;
        }
        if (i + 1 >= length || !icu->u_isdigit(text[i + 1]) || text[i] == decimal[0]) break;
        if (!ppdata_is_grouping(text[i], grouping[0]) || primary <= 0) return 0;
        if (groups == 0) {
            first = run;
        } else if (run != secondary) {
            return 0;
        }
        groups++;
        run = 0;
    }
    if (groups == 0) return 1;
    return first >= 1 && first <= secondary && run == primary;
}

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
         * in fr_CA); strict parsing rejects that, lenient parsing accepts it,
         * but reads any separator between digits as grouping: the grouping is
         * checked below (ppdata_grouping_is_well_formed), as is trailing text. */
        icu->unum_setAttribute(format, UNUM_LENIENT_PARSE, 1);
    }
    if (U_SUCCESS(ec)) {
        int32_t position = 0;
        needed = icu->unum_parseDecimal(format, text16, length16, &position, buffer, capacity, &ec);
        if (U_SUCCESS(ec) && (position != length16 || !ppdata_grouping_is_well_formed(text16, length16, format, icu))) {
            /* Only part of the text is a number, or its grouping is not the locale's: reject rather than guess. */
            ec = U_PARSE_ERROR;
            needed = 0;
        }
    }
    icu->unum_close(format);
    if (text16 != stack16) free(text16);
    *status = ec;
    return needed;
}
