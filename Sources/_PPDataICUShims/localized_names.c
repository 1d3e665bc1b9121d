/* Localized currency and country names from ICU's data. */
#include "shims_internal.h"

int32_t ppdata_currency_name(const char *code, const char *locale, int32_t kind, char *buffer,
                             int32_t capacity, int32_t *status) {
    UErrorCode ec = (UErrorCode)*status;
    UChar code16[4];
    if (U_FAILURE(ec)) return 0;
    const ppdata_icu_functions *icu = ppdata_icu();
    if (icu == NULL) {
        *status = PPDATA_ICU_UNAVAILABLE;
        return 0;
    }
    if (locale == NULL || !ppdata_shim_currency_code16(code, code16)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UBool isChoiceFormat = 0;
    int32_t length16 = 0;
    const UChar *name16 = NULL;
    switch (kind) {
    case PPDATA_CURRENCY_SYMBOL:
        name16 = icu->ucurr_getName(code16, locale, UCURR_SYMBOL_NAME, &isChoiceFormat, &length16, &ec);
        break;
    case PPDATA_CURRENCY_NARROW_SYMBOL:
        name16 = icu->ucurr_getName(code16, locale, UCURR_NARROW_SYMBOL_NAME, &isChoiceFormat, &length16,
                               &ec);
        break;
    case PPDATA_CURRENCY_DISPLAY_NAME:
        name16 = icu->ucurr_getName(code16, locale, UCURR_LONG_NAME, &isChoiceFormat, &length16, &ec);
        break;
    case PPDATA_CURRENCY_SINGULAR:
        name16 = icu->ucurr_getPluralName(code16, locale, &isChoiceFormat, "one", &length16, &ec);
        break;
    case PPDATA_CURRENCY_PLURAL:
        name16 = icu->ucurr_getPluralName(code16, locale, &isChoiceFormat, "other", &length16, &ec);
        break;
    case PPDATA_CURRENCY_PLURAL_ZERO:
        name16 = icu->ucurr_getPluralName(code16, locale, &isChoiceFormat, "zero", &length16, &ec);
        break;
    case PPDATA_CURRENCY_PLURAL_TWO:
        name16 = icu->ucurr_getPluralName(code16, locale, &isChoiceFormat, "two", &length16, &ec);
        break;
    case PPDATA_CURRENCY_PLURAL_FEW:
        name16 = icu->ucurr_getPluralName(code16, locale, &isChoiceFormat, "few", &length16, &ec);
        break;
    case PPDATA_CURRENCY_PLURAL_MANY:
        name16 = icu->ucurr_getPluralName(code16, locale, &isChoiceFormat, "many", &length16, &ec);
        break;
    default:
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    if (U_FAILURE(ec) || name16 == NULL) {
        *status = U_FAILURE(ec) ? ec : U_MISSING_RESOURCE_ERROR;
        return 0;
    }
    /* The name points into ICU's resource data; keep any warning (e.g.
     * U_USING_DEFAULT_WARNING) so the caller can tell a fallback name. */
    UErrorCode warning = ec;
    ec = U_ZERO_ERROR;
    int32_t needed = ppdata_shim_utf16_to_utf8(name16, length16, buffer, capacity, &ec);
    *status = (ec == U_ZERO_ERROR) ? warning : ec;
    return needed;
}

int32_t ppdata_country_name(const char *country, const char *locale, char *buffer, int32_t capacity,
                            int32_t *status) {
    UErrorCode ec = (UErrorCode)*status;
    if (U_FAILURE(ec)) return 0;
    const ppdata_icu_functions *icu = ppdata_icu();
    if (icu == NULL) {
        *status = PPDATA_ICU_UNAVAILABLE;
        return 0;
    }
    if (country == NULL || locale == NULL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    size_t countryLength = strlen(country);
    if (countryLength < 2 || countryLength > 3) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    /* uloc_getDisplayCountry reads the region out of a locale ID. */
    char localeID[8] = "und_";
    memcpy(localeID + 4, country, countryLength + 1);

    UChar name16[128];
    int32_t length16 = icu->uloc_getDisplayCountry(localeID, locale, name16,
                                              (int32_t)(sizeof name16 / sizeof name16[0]), &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        return 0;
    }
    UErrorCode warning = ec;
    ec = U_ZERO_ERROR;
    int32_t needed = ppdata_shim_utf16_to_utf8(name16, length16, buffer, capacity, &ec);
    *status = (ec == U_ZERO_ERROR) ? warning : ec;
    return needed;
}
