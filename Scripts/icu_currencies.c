/*
 * Lists the currency codes ICU knows, for Scripts/import_icu_currencies.py: ICU's version, then one line per code of
 * ucurr_openISOCurrencies(UCURR_ALL) with its default fraction digits (ucurr_getDefaultFractionDigits, CLDR's
 * `fractions` data), its currency types (common or uncommon, and deprecated for a historic code) and its English
 * name, tab-separated. WebKit checks an Apple Pay currency code against that same enumeration, and PassKit reads an
 * amount's places from the same digits (through CFNumberFormatterGetDecimalInfoForCurrencyCode).
 * Build: cc Scripts/icu_currencies.c $(pkg-config --cflags --libs icu-i18n icu-uc)
 */
#include <stdio.h>
#include <string.h>
#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

/* Whether `code` is among the codes of ICU's enumeration of `type`. */
static int listed(const char *code, uint32_t type) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *codes = ucurr_openISOCurrencies(type, &status);
    if (U_FAILURE(status)) return 0;
    const char *next;
    int32_t length;
    int found = 0;
    while (!found && (next = uenum_next(codes, &length, &status)) != NULL) found = strcmp(next, code) == 0;
    uenum_close(codes);
    return found;
}

int main(void) {
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, text);
    printf("icu\t%s\n", text);
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *codes = ucurr_openISOCurrencies(UCURR_ALL, &status);
    if (U_FAILURE(status)) return 1;
    const char *code;
    int32_t length;
    while ((code = uenum_next(codes, &length, &status)) != NULL) {
        if (length != 3) return 1;
        UChar wide[4];
        u_charsToUChars(code, wide, 4);
        UErrorCode digitsStatus = U_ZERO_ERROR;
        int32_t digits = ucurr_getDefaultFractionDigits(wide, &digitsStatus);
        if (U_FAILURE(digitsStatus)) return 1;
        UErrorCode nameStatus = U_ZERO_ERROR;
        UBool isChoiceFormat = 0;
        int32_t nameLength = 0;
        const UChar *name = ucurr_getName(wide, "en", UCURR_LONG_NAME, &isChoiceFormat, &nameLength, &nameStatus);
        char utf8[256] = "";
        /* One byte kept for the terminator: a name that fills the buffer is a failure, not an unterminated string. */
        if (U_SUCCESS(nameStatus)) u_strToUTF8(utf8, sizeof utf8 - 1, NULL, name, nameLength, &nameStatus);
        if (U_FAILURE(nameStatus) || nameStatus == U_STRING_NOT_TERMINATED_WARNING) return 1;
        const char *common = listed(code, UCURR_COMMON) ? "common" : "uncommon";
        const char *deprecated = listed(code, UCURR_DEPRECATED) ? "|deprecated" : "";
        printf("currency\t%s\t%d\t%s%s\t%s\n", code, digits, common, deprecated, utf8);
    }
    uenum_close(codes);
    return U_FAILURE(status) ? 1 : 0;
}
