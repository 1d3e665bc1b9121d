/*
 * Lists the time zone ids ICU accepts by name, for Scripts/import_time_zones.py: ICU's version, its time zone
 * data version, then one line per id of ucal_openTimeZoneIDEnumeration(UCAL_ZONE_TYPE_ANY) with the canonical id
 * ucal_getCanonicalTimeZoneID gives it, tab-separated. "Etc/Unknown" is listed too when ICU accepts it: ICU's
 * zonemeta.cpp accepts it by name although the enumeration leaves it out.
 * Build: cc Scripts/icu_time_zones.c $(pkg-config --cflags --libs icu-i18n icu-uc)
 */
#include <stdio.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

/* Writes `id`'s canonical id to `out` (UTF-8); returns 0 when ICU does not accept `id`. */
static int canonical(const char *id, char *out, int32_t size) {
    UChar wide[128], result[128];
    int32_t length = 0;
    UBool isSystem = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strFromUTF8(wide, 128, &length, id, -1, &status);
    if (U_FAILURE(status)) return 0;
    int32_t written = ucal_getCanonicalTimeZoneID(wide, length, result, 128, &isSystem, &status);
    if (U_FAILURE(status) || written >= 128) return 0;
    u_strToUTF8(out, size, NULL, result, written, &status);
    return U_SUCCESS(status);
}

int main(void) {
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, text);
    UErrorCode status = U_ZERO_ERROR;
    const char *data = ucal_getTZDataVersion(&status);
    if (U_FAILURE(status)) return 1;
    printf("icu\t%s\ntzdata\t%s\n", text, data);
    UEnumeration *ids = ucal_openTimeZoneIDEnumeration(UCAL_ZONE_TYPE_ANY, NULL, NULL, &status);
    if (U_FAILURE(status)) return 1;
    const char *id;
    char out[256];
    int32_t length;
    while ((id = uenum_next(ids, &length, &status)) != NULL) {
        if (!canonical(id, out, sizeof out)) return 1;
        printf("id\t%s\t%s\n", id, out);
    }
    uenum_close(ids);
    if (U_FAILURE(status)) return 1;
    if (canonical("Etc/Unknown", out, sizeof out)) printf("id\tEtc/Unknown\t%s\n", out);
    return 0;
}
