// A small C surface over libphonenumber (C++), for VetNetValidation's PhoneLibrary.swift, its only user.
#ifndef CPHONENUMBER_H
#define CPHONENUMBER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How `cpn_parse` went; the parse failures are libphonenumber's `ErrorType`s.
typedef enum {
    CPN_PARSED = 0,
    CPN_INVALID_COUNTRY_CODE = 1,
    CPN_NOT_A_NUMBER = 2,
    CPN_TOO_SHORT_AFTER_IDD = 3,
    CPN_TOO_SHORT_NSN = 4,
    CPN_TOO_LONG_NSN = 5,
} CPNStatus;

/// libphonenumber's `ValidationResult` of `IsPossibleNumberWithReason`: a length the country's numbers have.
typedef enum {
    CPN_IS_POSSIBLE = 0,
    CPN_IS_POSSIBLE_LOCAL_ONLY = 1,
    CPN_POSSIBLE_INVALID_COUNTRY_CODE = 2,
    CPN_TOO_SHORT = 3,
    CPN_INVALID_LENGTH = 4,
    CPN_TOO_LONG = 5,
} CPNPossibility;

/// A number as libphonenumber read it. The texts are NUL-terminated ASCII.
typedef struct {
    int32_t status;
    int32_t possibility;
    int32_t country_code;
    /// When the national significant number begins with 0 or with its country's trunk prefix, as few numbers
    /// in service do (`+33 06 12 34 56 7` is read as `+33061234567`, the 0 kept; a US area code never begins
    /// with 0 or 1): 1 when libphonenumber finds the number valid (`IsValidNumber`), 0 when not. -1 for any
    /// other number, where it is not asked (it costs microseconds).
    int32_t unusual_start_valid;
    /// `+` country code national significant number: at most 1 + 3 + 17 digits.
    char e164[24];
    /// The extension libphonenumber found, empty when none.
    char extension[24];
} CPNParsed;

/// Parses `length` bytes of UTF-8 for `region` (ISO 3166 alpha-2, or "ZZ" for none: then only numbers written
/// with `+` can be read).
void cpn_parse(const char *text, size_t length, const char *region, CPNParsed *out);

/// The calling code of `region` (`AU` -> 61), or 0 when libphonenumber does not know the region.
int32_t cpn_country_code_for_region(const char *region);

/// Whether `country_code` is one libphonenumber knows.
int32_t cpn_is_known_country_code(int32_t country_code);

/// libphonenumber's `PhoneNumberType` of an E.164 number: FIXED_LINE 0, MOBILE 1, FIXED_LINE_OR_MOBILE 2,
/// TOLL_FREE 3, PREMIUM_RATE 4, SHARED_COST 5, VOIP 6, PERSONAL_NUMBER 7, PAGER 8, UAN 9, VOICEMAIL 10, and
/// UNKNOWN 11 for a number in no range in service (`IsValidNumber` false) or text that is not E.164.
/// Costs microseconds: a regular expression per type.
int32_t cpn_number_type(const char *e164, size_t length);

/// libphonenumber's national format of an E.164 number (`+442079460018` -> `020 7946 0018`), NUL-terminated in
/// `out` and cut to fit `capacity`; empty for text that is not E.164.
void cpn_format_national(const char *e164, size_t length, char *out, size_t capacity);

#ifdef __cplusplus
}
#endif

#endif
