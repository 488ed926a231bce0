#include "golf/core/level_hash.hpp"

#include <bit>

namespace golf {

namespace {

/// FNV-1a 64 over bytes; numbers as 8 little-endian bytes.
class Fnv1a64 {
  public:
    Fnv1a64() = default;
    explicit Fnv1a64(std::uint64_t seed) : hash_(seed) {}
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
    // Format 2 (floors, slopes, its physics keys) and format 3 (movers, teleports, special
    // walls, gates): nothing for a level that does not use them.
    return hashElements(level, hashSurfaces(level, fnv.value(), table));
}

namespace {

void addMover(Fnv1a64& fnv, const Mover& mover) {
    fnv.addByte(static_cast<std::uint8_t>(mover.kind));
    if (mover.kind == MoverKind::Blades) {
        const Blades& b = mover.blades;
        for (const double v : {b.pivot.x, b.pivot.y}) {
            fnv.add(v);
        }
        fnv.add(b.arms);
        for (const double v : {b.length, b.width, b.period, b.phase}) {
            fnv.add(v);
        }
        fnv.addByte(static_cast<std::uint8_t>(b.turn));
        return;
    }
    const Slider& s = mover.slider;
    for (const double v :
         {s.from.x, s.from.y, s.to.x, s.to.y, s.size.x, s.size.y, s.period, s.phase}) {
        fnv.add(v);
    }
}

void addTeleport(Fnv1a64& fnv, const Teleport& t) {
    for (const double v : {t.entry.x, t.entry.y, t.radius, t.exit.x, t.exit.y}) {
        fnv.add(v);
    }
    fnv.addByte(t.exitAngle ? 1 : 0);
    if (t.exitAngle) {
        fnv.add(*t.exitAngle);
    }
}

} // namespace

std::uint64_t hashElements(const Level& level, std::uint64_t seed) {
    if (!level.usesFormat3()) {
        return seed;
    }
    Fnv1a64 fnv(seed);
    fnv.add(static_cast<std::uint64_t>(level.movers.size()));
    for (const Mover& mover : level.movers) {
        addMover(fnv, mover);
    }
    fnv.add(static_cast<std::uint64_t>(level.teleports.size()));
    for (const Teleport& teleport : level.teleports) {
        addTeleport(fnv, teleport);
    }
    for (std::size_t i = 0; i < level.wallIndex.size(); ++i) {
        if (level.wallIndex[i] != 0) {
            fnv.add(static_cast<std::uint64_t>(i));
            fnv.add(level.specialWalls[level.wallIndex[i] - 1].restitution);
        }
    }
    for (std::size_t i = 0; i < level.gateIndex.size(); ++i) {
        if (level.gateIndex[i] != 0) {
            fnv.add(static_cast<std::uint64_t>(i));
            fnv.add(level.gates[level.gateIndex[i] - 1].pass);
        }
    }
    return fnv.value();
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
