#include "level_legend.hpp"

#include "golf/core/physics_table.hpp"
#include "json_text.hpp"
#include "key_suggestion.hpp"
#include "level_special_tiles.hpp"
#include "ranged_number.hpp"

#include <algorithm>

namespace golf {

namespace {

constexpr std::array<std::string_view, 2> entryKeys = {"floor", "slope"};
constexpr std::array<std::string_view, 2> slopeKeys = {"angle", "acceleration"};

[[nodiscard]] std::string quoteChar(char c) {
    return std::string("'") + c + "'";
}

/// The slope of a legend entry; nullopt after reporting why not.
[[nodiscard]] std::optional<Slope> readSlope(const Json& value, const std::string& path,
                                             Problems& problems) {
    if (!value.is_object()) {
        problems.add(path, "must be an object {\"angle\": ..., \"acceleration\": ...}, got " +
                               describeJsonValue(value));
        return std::nullopt;
    }
    reportUnknownKeys(value, path, slopeKeys, problems);
    const auto angle = value.find("angle");
    if (angle == value.end()) {
        problems.add(path + ".angle", "missing: a slope needs its downhill angle (degrees)");
    }
    const auto acceleration = value.find("acceleration");
    const std::optional<double> degrees =
        angle == value.end() ? std::nullopt
                             : readRangedNumber(*angle, path + ".angle", ValueRange{}, problems);
    std::optional<double> push;
    bool pushOk = true;
    if (acceleration != value.end()) {
        // A slope's own push has the range of the level's default push.
        const PhysicsParameter* level = findPhysicsParameter("slopeAcceleration");
        push = readRangedNumber(*acceleration, path + ".acceleration", level->range, problems);
        pushOk = push.has_value();
    }
    if (!degrees || !pushOk) {
        return std::nullopt;
    }
    return makeSlope(*degrees, push);
}

} // namespace

SurfaceChars::SurfaceChars(bool format2, const Json* legend, Problems& problems)
    : format2_(format2) {
    index_.fill(unknown);
    surfaces_.push_back(Surface{});
    if (!legend) {
        return;
    }
    if (!format2) {
        problems.add("legend", "needs format " + quoteForMessage(levelFormat2));
    }
    if (!legend->is_object()) {
        problems.add("legend",
                     "must be an object of tile characters, got " + describeJsonValue(*legend));
        return;
    }
    for (const auto& [key, entry] : legend->items()) {
        const bool printable = key.size() == 1 && key[0] > ' ' && key[0] < 0x7F;
        if (printable && isLegendCharacter(key[0])) {
            if (!isSpecialTileEntry(entry)) { // walls and gates: level_special_tiles.hpp
                readEntry(key[0], entry, problems);
            }
        } else if (printable) {
            problems.add("legend." + key, quoteChar(key[0]) +
                                              " is a tile character of the SPEC already; "
                                              "a legend needs characters of its own");
        } else {
            problems.add("legend", "key " + quoteForMessage(key) +
                                       " must be a single printable ASCII character other "
                                       "than a space");
        }
    }
}

void SurfaceChars::readEntry(char c, const Json& entry, Problems& problems) {
    const std::string path = "legend." + std::string(1, c);
    index_[static_cast<unsigned char>(c)] = 0; // known; grass unless it reads well
    if (!entry.is_object()) {
        problems.add(path, "must be an object {\"floor\": ..., \"slope\": ...}, got " +
                               describeJsonValue(entry));
        return;
    }
    reportUnknownKeys(entry, path, entryKeys, problems);
    Surface surface{.symbol = c, .floor = Floor::Grass, .slope = std::nullopt};
    bool ok = true;
    if (const auto floor = entry.find("floor"); floor != entry.end()) {
        const auto named =
            floor->is_string() ? floorFromName(floor->get_ref<const std::string&>()) : std::nullopt;
        if (!named) {
            problems.add(path + ".floor",
                         (floor->is_string() ? quoteForMessage(floor->get<std::string>())
                                             : describeJsonValue(*floor)) +
                             " is not a floor: use \"grass\", \"sand\", \"ice\" or "
                             "\"water\"");
            ok = false;
        } else {
            surface.floor = *named;
        }
    }
    if (const auto slope = entry.find("slope"); slope != entry.end()) {
        surface.slope = readSlope(*slope, path + ".slope", problems);
        ok = ok && surface.slope.has_value();
    }
    if (ok && surface.floor == Floor::Water && surface.slope) {
        problems.add(path + ".slope", "water has no slope: a ball that enters water leaves "
                                      "it at once");
        ok = false;
    }
    if (ok) {
        index_[static_cast<unsigned char>(c)] = add(surface);
    }
}

std::uint8_t SurfaceChars::add(const Surface& surface) {
    surfaces_.push_back(surface);
    return static_cast<std::uint8_t>(surfaces_.size() - 1);
}

std::optional<std::uint8_t> SurfaceChars::lookup(char32_t c) {
    if (c >= index_.size()) {
        return std::nullopt;
    }
    std::uint8_t& index = index_[c];
    if (index == unknown) {
        const auto builtin = format2_ ? builtinSurface(static_cast<char>(c)) : std::nullopt;
        if (!builtin) {
            return std::nullopt;
        }
        index = add(*builtin); // on first use, so that unused built-ins stay out of the table
    }
    used_ = used_ || index != 0;
    return index;
}

std::optional<std::string> SurfaceChars::format1Refusal(char32_t c) const {
    if (format2_ || c >= index_.size()) {
        return std::nullopt;
    }
    const auto builtin = builtinSurface(static_cast<char>(c));
    if (!builtin) {
        return std::nullopt;
    }
    const std::string what = builtin->slope ? "a slope" : std::string(floorName(builtin->floor));
    return "tile " + quoteChar(static_cast<char>(c)) + " (" + what + ") needs format " +
           quoteForMessage(levelFormat2);
}

} // namespace golf
