/*
 * Declarations the shim's C files share, kept out of include/ so that Swift never sees ICU's types. Each file
 * holds one concern: shims.c the common conversions, number_format.c formatting and its per-thread result,
 * cache_readers.c the read sections of the formatter cache, localized_names.c currency and country names,
 * parsing.c parsing formatted amounts.
 */
#ifndef PPDATA_SHIMS_INTERNAL_H
#define PPDATA_SHIMS_INTERNAL_H

#include "PPDataICUShims.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uversion.h>
#include <unicode/utypes.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/unumberformatter.h>
#include <unicode/uformattedvalue.h>
#include <unicode/unum.h>
#include <unicode/ucurr.h>
#include <unicode/uloc.h>

/* Converts UTF-16 to UTF-8 into a caller buffer; returns the byte length the full result needs. */
int32_t ppdata_shim_utf16_to_utf8(const UChar *text, int32_t length, char *buffer, int32_t capacity, UErrorCode *ec);

/* Converts a NUL-terminated ASCII/UTF-8 string to NUL-terminated UTF-16 in a fixed buffer. */
int32_t ppdata_shim_utf8_to_utf16(const char *text, int32_t length, UChar *out, int32_t capacity, UErrorCode *ec);

/* ISO 4217 code as NUL-terminated UTF-16; only 3 ASCII letters are accepted (returns 0 otherwise). */
int ppdata_shim_currency_code16(const char *code, UChar out[4]);

#endif
