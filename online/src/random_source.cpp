#include "golf/online/random_source.hpp"

#include <array>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <sys/random.h>

namespace golf::online {

void RandomSource::fill(unsigned char* bytes, std::size_t count) {
    std::size_t done = 0;
    while (done < count) {
        const ssize_t got = getrandom(bytes + done, count - done, 0);
        if (got < 0) {
            if (errno == EINTR) {
                continue;
            }
            throw std::runtime_error(std::string("the OS random source failed: ") +
                                     std::strerror(errno));
        }
        done += static_cast<std::size_t>(got);
    }
}

std::string RandomSource::roomCode() {
    // 31 symbols: bytes of 248 or more would favour the first symbols, so they are drawn again.
    constexpr unsigned limit = 256 - 256 % roomCodeAlphabet.size();
    std::string code;
    while (code.size() < roomCodeLength) {
        std::array<unsigned char, 16> bytes{};
        fill(bytes.data(), bytes.size());
        for (const unsigned char byte : bytes) {
            if (byte < limit && code.size() < roomCodeLength) {
                code += roomCodeAlphabet[byte % roomCodeAlphabet.size()];
            }
        }
    }
    return code;
}

std::string RandomSource::token() {
    std::array<unsigned char, tokenLength / 2> bytes{};
    fill(bytes.data(), bytes.size());
    constexpr std::string_view hex = "0123456789abcdef";
    std::string text;
    for (const unsigned char byte : bytes) {
        text += hex[byte >> 4];
        text += hex[byte & 15];
    }
    return text;
}

bool RandomSource::isRoomCode(std::string_view code) {
    return code.size() == roomCodeLength &&
           code.find_first_not_of(roomCodeAlphabet) == std::string_view::npos;
}

bool RandomSource::isToken(std::string_view token) {
    return token.size() == tokenLength &&
           token.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

} // namespace golf::online
