#include "golf/core/level_hash.hpp"

#include <bit>

namespace golf {

namespace {

/// FNV-1a 64 over bytes; numbers as 8 little-endian bytes.
class Fnv1a64 {
  public:
    void addByte(std::uint8_t byte) {
        hash_ ^= byte;
        hash_ *= 0x100000001B3u; // the FNV-1a 64 prime
    }
    void add(std::uint64_t value) {
        for (int byte = 0; byte < 8; ++byte) {
            addByte(static_cast<std::uint8_t>(value >> (8 * byte)));
        }
    }
    void add(int value) { add(static_cast<std::uint64_t>(static_cast<std::int64_t>(value))); }
    void add(double value) { add(std::bit_cast<std::uint64_t>(value)); }
    [[nodiscard]] std::uint64_t value() const { return hash_; }

  private:
    std::uint64_t hash_ = 0xcbf29ce484222325u; // the FNV-1a 64 offset basis
};

} // namespace

std::uint64_t levelHash(const Level& level) {
    return levelHash(level, physicsParameters());
}

std::uint64_t levelHash(const Level& level, std::span<const PhysicsParameter> table) {
    // A field that changes an outcome is one line here (and one in docs/replay.md); the order
    // is part of the hash, so add new fields at the end of their group, never in between.
    Fnv1a64 fnv;
    fnv.add(level.width);
    fnv.add(level.height);
    for (const Tile tile : level.tiles) {
        fnv.addByte(static_cast<std::uint8_t>(tile));
    }
    fnv.add(level.tee.x);
    fnv.add(level.tee.y);
    fnv.add(level.cup.x);
    fnv.add(level.cup.y);
    fnv.add(level.cupRadius);
    fnv.add(level.ballRadius);
    fnv.add(level.maxStrokes);
    // The format-1 physics keys in table order: tickRate as a 64-bit integer, the others by
    // the bits of their doubles.
    for (const PhysicsParameter& parameter : table) {
        if (parameter.format == 1) {
            fnv.add(parameter.hashBits(level.physics));
        }
    }
    // Format 2 (floors, slopes, its physics keys): nothing for a format-1 level.
    return hashSurfaces(level, fnv.value(), table);
}

std::string hashToHex(std::uint64_t hash) {
    // What printf's "%016llx" writes, without printf (a replay writes one for every shot).
    std::string text(16, '0');
    for (int k = 15; k >= 0; --k, hash >>= 4) {
        text[static_cast<std::size_t>(k)] = "0123456789abcdef"[hash & 15];
    }
    return text;
}

std::optional<std::uint64_t> hashFromHex(std::string_view text) {
    if (text.size() != 16) {
        return std::nullopt;
    }
    std::uint64_t hash = 0;
    for (const char c : text) {
        const bool digit = c >= '0' && c <= '9';
        if (!digit && !(c >= 'a' && c <= 'f')) {
            return std::nullopt;
        }
        hash = hash << 4 | static_cast<std::uint64_t>(digit ? c - '0' : c - 'a' + 10);
    }
    return hash;
}

} // namespace golf
