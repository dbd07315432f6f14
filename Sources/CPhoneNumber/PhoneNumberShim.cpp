#include "CPhoneNumber.h"

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

#include <cstring>
#include <string>

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

namespace {

// The shared instance is built once, thread-safely, and its const methods may be called from any thread.
const PhoneNumberUtil &util() { return *PhoneNumberUtil::GetInstance(); }

void copy(const std::string &text, char *into, size_t capacity) {
    size_t count = text.size() < capacity - 1 ? text.size() : capacity - 1;
    std::memcpy(into, text.data(), count);
    into[count] = 0;
}

}  // namespace

extern "C" void cpn_parse(const char *text, size_t length, const char *region, CPNParsed *out) {
    std::memset(out, 0, sizeof *out);
    PhoneNumber number;
    PhoneNumberUtil::ErrorType error = util().Parse(std::string(text, length), std::string(region), &number);
    out->status = static_cast<int32_t>(error);
    if (error != PhoneNumberUtil::NO_PARSING_ERROR) return;
    out->possibility = static_cast<int32_t>(util().IsPossibleNumberWithReason(number));
    out->country_code = number.country_code();
    out->unusual_start_valid = -1;
    std::string region_code;
    util().GetRegionCodeForCountryCode(number.country_code(), &region_code);
    std::string trunk_prefix;
    util().GetNddPrefixForRegion(region_code, true, &trunk_prefix);
    std::string national;
    util().GetNationalSignificantNumber(number, &national);
    bool unusual = (!national.empty() && national[0] == '0')
        || (!trunk_prefix.empty() && national.compare(0, trunk_prefix.size(), trunk_prefix) == 0);
    if (unusual) out->unusual_start_valid = util().IsValidNumber(number) ? 1 : 0;
    std::string e164;
    util().Format(number, PhoneNumberUtil::E164, &e164);
    copy(e164, out->e164, sizeof out->e164);
    copy(number.extension(), out->extension, sizeof out->extension);
}

extern "C" int32_t cpn_country_code_for_region(const char *region) {
    return util().GetCountryCodeForRegion(std::string(region));
}

extern "C" int32_t cpn_is_known_country_code(int32_t country_code) {
    std::string region;
    util().GetRegionCodeForCountryCode(country_code, &region);
    return region != "ZZ";
}

extern "C" int32_t cpn_number_type(const char *e164, size_t length) {
    PhoneNumber number;
    if (util().Parse(std::string(e164, length), "ZZ", &number) != PhoneNumberUtil::NO_PARSING_ERROR) {
        return static_cast<int32_t>(PhoneNumberUtil::UNKNOWN);
    }
    return static_cast<int32_t>(util().GetNumberType(number));
}

extern "C" void cpn_format_national(const char *e164, size_t length, char *out, size_t capacity) {
    if (capacity == 0) return;
    out[0] = 0;
    PhoneNumber number;
    if (util().Parse(std::string(e164, length), "ZZ", &number) != PhoneNumberUtil::NO_PARSING_ERROR) return;
    std::string national;
    util().Format(number, PhoneNumberUtil::NATIONAL, &national);
    copy(national, out, capacity);
}
