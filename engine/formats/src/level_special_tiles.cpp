#include "level_special_tiles.hpp"

#include "golf/core/surface.hpp"
#include "golf/formats/number_text.hpp"
#include "key_suggestion.hpp"
#include "level_elements.hpp"
#include "ranged_number.hpp"

#include <string>

namespace golf {

namespace {

constexpr std::array<std::string_view, 2> wallKeys = {"shape", "restitution"};
constexpr std::array<std::string_view, 1> gateKeys = {"pass"};
/// A bumper adds at most half the normal speed (never beyond maxShotSpeed: SPEC section 2).
constexpr ValueRange restitutionRange{0, 1.5, false, false};

/// The shape of a wall from its tile character: a block or a corner triangle.
[[nodiscard]] std::optional<Tile> wallShape(const Json& value) {
    if (!value.is_string() || value.get_ref<const std::string&>().size() != 1) {
        return std::nullopt;
    }
    const char c = value.get_ref<const std::string&>()[0];
    const std::optional<Tile> tile = tileFromChar(c);
    return tile && tile != Tile::Open && tile != Tile::Void ? tile : std::nullopt;
}

} // namespace

bool isSpecialTileEntry(const Json& entry) {
    return entry.is_object() && (entry.contains("wall") || entry.contains("gate"));
}

SpecialTileChars::SpecialTileChars(bool format3, const Json* legend, Problems& problems) {
    if (!legend || !legend->is_object()) {
        return; // SurfaceChars reports a legend that is no object
    }
    for (const auto& [key, entry] : legend->items()) {
        const bool printable = key.size() == 1 && key[0] > ' ' && key[0] < 0x7F;
        if (!printable || !isLegendCharacter(key[0]) || !isSpecialTileEntry(entry)) {
            continue;
        }
        const char c = key[0];
        const std::string path = "legend." + key;
        const bool wall = entry.contains("wall");
        const std::string part = wall ? "wall" : "gate";
        uses_[static_cast<unsigned char>(c)] = Use{.tile = wall ? Tile::Block : Tile::Open};
        if (!format3) {
            problems.add(path + "." + part, "needs format " + quoteForMessage(levelFormat3));
            continue;
        }
        for (const auto& [other, value] : entry.items()) {
            if (other != part) {
                problems.add(path, "a " + part + " goes alone: " + quoteForMessage(other) +
                                       " does not belong beside it");
            }
        }
        if (wall) {
            readWall(c, entry["wall"], path + ".wall", problems);
        } else {
            readGate(c, entry["gate"], path + ".gate", problems);
        }
    }
}

void SpecialTileChars::readWall(char c, const Json& value, const std::string& path,
                                Problems& problems) {
    if (!value.is_object()) {
        problems.add(path, "must be an object {\"shape\": ..., \"restitution\": ...}, got " +
                               describeJsonValue(value));
        return;
    }
    reportUnknownKeys(value, path, wallKeys, problems);
    SpecialWall wall{.symbol = c};
    bool ok = true;
    if (const auto shape = value.find("shape"); shape != value.end()) {
        const std::optional<Tile> tile = wallShape(*shape);
        if (!tile) {
            problems.add(path + ".shape", jsonValueText(*shape) +
                                              " is not a wall's shape: use \"#\", \"L\", \"J\", "
                                              "\"7\" or \"F\"");
            ok = false;
        }
        wall.shape = tile.value_or(Tile::Block);
    }
    if (const auto restitution = value.find("restitution"); restitution == value.end()) {
        problems.add(path + ".restitution", "missing: a wall's own restitution, in [0, 1.5]");
        ok = false;
    } else if (const auto r = readRangedNumber(*restitution, path + ".restitution",
                                               restitutionRange, problems)) {
        wall.restitution = *r;
    } else {
        ok = false;
    }
    uses_[static_cast<unsigned char>(c)]->tile = wall.shape;
    if (ok) {
        walls_.push_back(wall);
        uses_[static_cast<unsigned char>(c)]->wall = static_cast<std::uint8_t>(walls_.size());
    }
}

void SpecialTileChars::readGate(char c, const Json& value, const std::string& path,
                                Problems& problems) {
    if (!value.is_object()) {
        problems.add(path, "must be an object {\"pass\": ...}, got " + describeJsonValue(value));
        return;
    }
    reportUnknownKeys(value, path, gateKeys, problems);
    const auto pass = value.find("pass");
    if (pass == value.end()) {
        problems.add(path + ".pass", "missing: the direction a ball may cross it (0, 90, 180 or "
                                     "270 degrees)");
        return;
    }
    const bool right =
        pass->is_number() && (pass->get<double>() == 0 || pass->get<double>() == 90 ||
                              pass->get<double>() == 180 || pass->get<double>() == 270);
    if (!right) {
        problems.add(path + ".pass",
                     (pass->is_number() ? jsonValueText(*pass) : describeJsonValue(*pass)) +
                         " is not 0, 90, 180 or 270");
        return;
    }
    gates_.push_back(Gate{.symbol = c, .pass = static_cast<int>(pass->get<double>())});
    uses_[static_cast<unsigned char>(c)]->gate = static_cast<std::uint8_t>(gates_.size());
}

std::optional<SpecialTileChars::Use> SpecialTileChars::lookup(char32_t c) const {
    return c < uses_.size() ? uses_[c] : std::nullopt;
}

} // namespace golf
