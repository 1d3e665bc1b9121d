/* Parsing a formatted amount back to exact decimal text. */
#include "shims_internal.h"

/* ---- Parsing -------------------------------------------------------------- */

/* A separator as it is read: the full-width comma and full stop as their ASCII forms (a Japanese keyboard types
 * "￥１，５００"). */
static UChar ppdata_separator_form(UChar c) { return c == 0xFF0C ? 0x2C : c == 0xFF0E ? 0x2E : c; }

static int ppdata_is_space(UChar c) { return c == 0x20 || c == 0xA0 || c == 0x202F || c == 0x2009; }

/* Whether `c` is a character ICU's lenient parsing takes for a minus or plus sign: the hyphen-minus, the minus sign,
 * the dashes, their small, full-width, superscript and subscript forms, and the plus sign's. */
static int ppdata_is_sign(UChar c) {
    switch (c) {
    case 0x2D: case 0x2010: case 0x2011: case 0x2012: case 0x2013: case 0x2212: case 0xFE63: case 0xFF0D:
    case 0x207B: case 0x208B: case 0x2796:
    case 0x2B: case 0xFB29: case 0x207A: case 0x208A: case 0x2795: case 0xFF0B:
        return 1;
    default:
        return 0;
    }
}

/* Whether `c` (in its separator form) may stand for the grouping separator `grouping`: itself, or a space or an
 * apostrophe, which no locale writes as its decimal separator: people type U+0020 where CLDR puts U+00A0 or U+202F
 * ("1 234,50 $" in fr_CA), and group with a space or an apostrophe where the locale writes a full stop or comma
 * ("1 234,50 €" in de_DE, "CHF 1'234.50" in de_CH, whose own is U+2019), all of which ICU's lenient parsing reads. */
static int ppdata_is_grouping(UChar c, UChar grouping, UChar decimal) {
    if (c == grouping) return 1;
    if (c == decimal) return 0;
    return ppdata_is_space(c) || c == 0x27 || c == 0x2019;
}

/* Whether the number in `text` is written as the locale writes one. Lenient parsing (needed for typed spaces) reads
 * any separator between digits as grouping wherever it stands, collapses repeated ones and skips a leading one, so
 * "$9,99" and "$9,,99" in en_US and "9.99 €" in de_DE came back as 999, a hundred times the amount (a library user's
 * trial and its review), and "--$12" as -12. ICU checks grouping only when parsing strictly (its
 * NumberFormat::setParseStrict documentation). So: at most one sign (outside words), or one pair of parentheses; no
 * grouping separator just before the first digit; between two digits before the decimal separator exactly one
 * character, a grouping separator; the group before the decimal separator has the primary size, those before it the
 * secondary size (en_IN: 1,23,456.00), the first at most that; text without separators is fine. Symbols of more than
 * one unit are left to ICU (no MPL locale has one). */
static int ppdata_number_is_well_formed(const UChar *text, int32_t length, const UNumberFormat *format,
                                        const ppdata_icu_functions *icu) {
    int32_t signs = 0, opening = 0, closing = 0;
    for (int32_t k = 0; k < length; k++) {
        /* A hyphen inside a word is no sign: "dollars des États-Unis", French's long name for USD. */
        const int in_word = k > 0 && k + 1 < length && icu->u_isalpha(text[k - 1]) && icu->u_isalpha(text[k + 1]);
        signs += ppdata_is_sign(text[k]) && !in_word;
        opening += text[k] == 0x28 || text[k] == 0xFF08;
        closing += text[k] == 0x29 || text[k] == 0xFF09;
    }
    /* One sign at most; accounting parentheses as a pair, and without a sign ("(5" and "-($12.00)" read as -5 and
     * -12, the review found). */
    if (signs > 1 || opening != closing || opening > 1 || (opening == 1 && signs > 0)) return 0;
    UErrorCode ec = U_ZERO_ERROR;
    UChar decimal[4], grouping[4];
    int32_t decimal_length = icu->unum_getSymbol(format, UNUM_MONETARY_SEPARATOR_SYMBOL, decimal, 4, &ec);
    int32_t grouping_length = icu->unum_getSymbol(format, UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL, grouping, 4, &ec);
    if (U_FAILURE(ec) || decimal_length != 1 || grouping_length != 1) return 1;
    const UChar decimal_form = ppdata_separator_form(decimal[0]), grouping_form = ppdata_separator_form(grouping[0]);
    int32_t primary = icu->unum_getAttribute(format, UNUM_GROUPING_SIZE);
    int32_t secondary = icu->unum_getAttribute(format, UNUM_SECONDARY_GROUPING_SIZE);
    if (secondary <= 0) secondary = primary;
    int32_t i = 0;
    while (i < length && !icu->u_isdigit(text[i])) i++;
    if (i == length) return 1;
    if (i > 0) {
        const UChar before = ppdata_separator_form(text[i - 1]);
        if (before == grouping_form && !ppdata_is_space(before)) return 0;  /* "$,99"; ".99 €" in de_DE */
    }
    int32_t groups = 0, first = 0, run = 0;
    while (i < length) {
        if (icu->u_isdigit(text[i])) {
            run++;
            i++;
            continue;
        }
        int32_t next = i;
        while (next < length && !icu->u_isdigit(text[next])) next++;
        if (next == length) break;                  /* no digit follows: the number has ended */
        if (next - i != 1) return 0;                /* two characters between digits: "9,,99", "9  99" */
        const UChar separator = ppdata_separator_form(text[i]);
        if (separator == decimal_form) break;       /* the fraction follows */
        if (primary <= 0 || !ppdata_is_grouping(separator, grouping_form, decimal_form)) return 0;
        if (groups == 0) {
            first = run;
        } else if (run != secondary) {
            return 0;
        }
        groups++;
        run = 0;
        i = next;
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
         * checked below (ppdata_number_is_well_formed), as is trailing text. */
        icu->unum_setAttribute(format, UNUM_LENIENT_PARSE, 1);
    }
    if (U_SUCCESS(ec)) {
        int32_t position = 0;
        needed = icu->unum_parseDecimal(format, text16, length16, &position, buffer, capacity, &ec);
        if (U_SUCCESS(ec) && (position != length16 || !ppdata_number_is_well_formed(text16, length16, format, icu))) {
            /* Only part of the text is a number, or it is not written as the locale writes one: reject rather than
             * guess. */
            ec = U_PARSE_ERROR;
            needed = 0;
        }
    }
    icu->unum_close(format);
    if (text16 != stack16) free(text16);
    *status = ec;
    return needed;
}
