#include "golf/formats/level_writer.hpp"

#include "golf/formats/atomic_file.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/number_text.hpp"
#include "json_text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace golf {

namespace {

/// A number that reads back as the same double; whole numbers keep a ".0" so that a reader
/// sees a real number where the format has one ("rollingDeceleration": 3.0).
[[nodiscard]] std::string number(double value) {
    if (value == 0 && std::signbit(value)) {
        return "-0.0"; // "-0" would read back as the integer 0, losing the sign
    }
    std::string text = formatNumber(value);
    if (text.find_first_of(".eE") == std::string::npos) {
        text += ".0";
    }
    return text;
}

/// "No tile": a plain sentinel rather than std::optional, whose comparisons GCC 12 at -O3
/// mistakes for reads of uninitialised memory (a -Werror build failure).
constexpr std::size_t noTile = SIZE_MAX;

/// The index of the tile whose centre is exactly `p` if that tile is open floor, else noTile.
[[nodiscard]] std::size_t centreTile(const Level& level, Vec2 p) {
    const double col = p.x - 0.5;
    const double row = p.y - 0.5;
    if (!(col >= 0 && row >= 0 && col < level.width && row < level.height) ||
        col != std::floor(col) || row != std::floor(row)) {
        return noTile;
    }
    const int c = static_cast<int>(col);
    const int r = static_cast<int>(row);
    const std::size_t index = static_cast<std::size_t>(r) * static_cast<std::size_t>(level.width) +
                              static_cast<std::size_t>(c);
    if (level.at(c, r) != Tile::Open || level.surfaceAt(c, r).symbol != '.' ||
        (!level.gateIndex.empty() && level.gateIndex[index] != 0)) {
        return noTile; // 'S' and 'O' are grass: a tee on sand or a gate is written as a point
    }
    return index;
}

/// `"key": value` pairs joined into one object on one line.
[[nodiscard]] std::string inlineObject(const std::vector<std::string>& members) {
    std::string text = "{";
    for (std::size_t i = 0; i < members.size(); ++i) {
        text += (i == 0 ? "" : ", ") + members[i];
    }
    return text + "}";
}

[[nodiscard]] std::string member(const std::string& key, const std::string& value) {
    return "\"" + key + "\": " + value;
}

/// The physics keys that differ from their defaults, in the table's order; integers as
/// integers, reals with a ".0" when whole.
[[nodiscard]] std::vector<std::string> physicsMembers(const PhysicsParams& p,
                                                      std::span<const PhysicsParameter> table) {
    std::vector<std::string> members;
    for (const PhysicsParameter& parameter : table) {
        if (parameter.isDefault(p)) {
            continue;
        }
        const std::string key(parameter.name);
        members.push_back(member(key, parameter.type() == ParameterType::Integer
                                          ? std::to_string(p.*parameter.integer)
                                          : number(p.*parameter.real)));
    }
    return members;
}

/// The tile rows, with 'S' and 'O' where the tee and cup sit at tile centres.
[[nodiscard]] std::vector<std::string> tileRows(const Level& level, std::size_t teeIndex,
                                                std::size_t cupIndex) {
    std::vector<std::string> rows;
    for (int row = 0; row < level.height; ++row) {
        std::string text;
        for (int col = 0; col < level.width; ++col) {
            const std::size_t index =
                static_cast<std::size_t>(row) * static_cast<std::size_t>(level.width) +
                static_cast<std::size_t>(col);
            const std::uint8_t wall = level.wallIndex.empty() ? 0 : level.wallIndex[index];
            const std::uint8_t gate = level.gateIndex.empty() ? 0 : level.gateIndex[index];
            text += index == teeIndex                  ? 'S'
                    : index == cupIndex                ? 'O'
                    : wall != 0                        ? level.specialWalls[wall - 1].symbol
                    : gate != 0                        ? level.gates[gate - 1].symbol
                    : level.tiles[index] == Tile::Open ? level.surfaceAt(col, row).symbol
                                                       : tileToChar(level.tiles[index]);
        }
        rows.push_back(std::move(text));
    }
    return rows;
}

/// The legend entries of format 3: `"c": {"wall": {...}}` and `"c": {"gate": {...}}`, each
/// with its character (to be sorted with the others).
[[nodiscard]] std::vector<std::pair<char, std::string>> specialTileMembers(const Level& level) {
    std::vector<std::pair<char, std::string>> members;
    for (const SpecialWall& wall : level.specialWalls) {
        const std::string shape(1, tileToChar(wall.shape));
        const std::string body = inlineObject({member("shape", jsonStringLiteral(shape)),
                                               member("restitution", number(wall.restitution))});
        members.emplace_back(wall.symbol, inlineObject({member("wall", body)}));
    }
    for (const Gate& gate : level.gates) {
        const std::string body = inlineObject({member("pass", std::to_string(gate.pass))});
        members.emplace_back(gate.symbol, inlineObject({member("gate", body)}));
    }
    return members;
}

/// The "legend" entries of a format-2 or -3 level, one `"c": {...}` each, by character.
[[nodiscard]] std::vector<std::string> legendMembers(const Level& level) {
    std::vector<Surface> entries;
    for (const Surface& surface : level.surfaces) {
        if (isLegendCharacter(surface.symbol) &&
            std::none_of(entries.begin(), entries.end(),
                         [&](const Surface& s) { return s.symbol == surface.symbol; })) {
            entries.push_back(surface);
        }
    }
    std::vector<std::pair<char, std::string>> members = specialTileMembers(level);
    for (const Surface& entry : entries) {
        std::vector<std::string> parts;
        if (entry.floor != Floor::Grass) {
            parts.push_back(
                member("floor", jsonStringLiteral(std::string(floorName(entry.floor)))));
        }
        if (entry.slope) {
            std::vector<std::string> slope = {member("angle", number(entry.slope->angle))};
            if (entry.slope->acceleration) {
                slope.push_back(member("acceleration", number(*entry.slope->acceleration)));
            }
            parts.push_back(member("slope", inlineObject(slope)));
        }
        members.emplace_back(entry.symbol, inlineObject(parts));
    }
    std::sort(members.begin(), members.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> texts;
    for (const auto& [symbol, text] : members) {
        texts.push_back(jsonStringLiteral(std::string(1, symbol)) + ": " + text);
    }
    return texts;
}

[[nodiscard]] std::string point(Vec2 p) {
    return inlineObject({member("x", number(p.x)), member("y", number(p.y))});
}

/// One entry of "movers", on one line, every key written.
[[nodiscard]] std::string moverText(const Mover& mover) {
    if (mover.kind == MoverKind::Blades) {
        const Blades& b = mover.blades;
        const char* turn =
            b.turn == TurnSense::Clockwise ? "\"clockwise\"" : "\"counterclockwise\"";
        return inlineObject({member("kind", "\"blades\""), member("pivot", point(b.pivot)),
                             member("arms", std::to_string(b.arms)),
                             member("length", number(b.length)), member("width", number(b.width)),
                             member("period", number(b.period)), member("phase", number(b.phase)),
                             member("turn", turn)});
    }
    const Slider& s = mover.slider;
    return inlineObject(
        {member("kind", "\"slider\""), member("from", point(s.from)), member("to", point(s.to)),
         member("size",
                inlineObject({member("w", number(s.size.x)), member("h", number(s.size.y))})),
         member("period", number(s.period)), member("phase", number(s.phase))});
}

/// One entry of "teleports", on one line.
[[nodiscard]] std::string teleportText(const Teleport& t) {
    std::vector<std::string> members = {
        member("from", inlineObject({member("x", number(t.entry.x)), member("y", number(t.entry.y)),
                                     member("radius", number(t.radius))})),
        member("to", point(t.exit))};
    if (t.exitAngle) {
        members.push_back(member("exitAngle", number(*t.exitAngle)));
    }
    return inlineObject(members);
}

/// `,\n  "key": [\n    item,\n    item\n  ]`, or nothing for no items.
[[nodiscard]] std::string arrayBlock(const std::string& key,
                                     const std::vector<std::string>& items) {
    if (items.empty()) {
        return {};
    }
    std::string text = ",\n  \"" + key + "\": [\n";
    for (std::size_t i = 0; i < items.size(); ++i) {
        text += "    " + items[i] + (i + 1 < items.size() ? ",\n" : "\n");
    }
    return text + "  ]";
}

/// The format a level is written in: the lowest that holds everything it uses.
[[nodiscard]] int writtenFormat(const Level& level, std::span<const PhysicsParameter> table) {
    if (level.usesFormat3() || physicsFormat(level.physics, table) >= 3) {
        return 3;
    }
    return level.usesFormat2(table) ? 2 : 1;
}

} // namespace

std::string levelToJson(const Level& level) {
    return levelToJson(level, physicsParameters());
}

std::string levelToJson(const Level& level, std::span<const PhysicsParameter> table) {
    const Level defaults;
    const std::size_t tee = centreTile(level, level.tee);
    std::size_t cup = centreTile(level, level.cup);
    if (cup == tee) {
        cup = noTile; // one tile holds one letter: the cup is written as a point
    }
    std::string text = "{\n";
    text +=
        "  " +
        member("format", "\"minigolf-level/" + std::to_string(writtenFormat(level, table)) + "\"") +
        ",\n";
    text += "  " + member("name", jsonStringLiteral(level.name)) + ",\n";
    text += "  " + member("par", std::to_string(level.par)) + ",\n";
    text += "  \"tiles\": [\n";
    const std::vector<std::string> rows = tileRows(level, tee, cup);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        text += "    " + jsonStringLiteral(rows[i]) + (i + 1 < rows.size() ? ",\n" : "\n");
    }
    text += "  ]";
    if (tee == noTile) {
        text += ",\n  " + member("tee", inlineObject({member("x", number(level.tee.x)),
                                                      member("y", number(level.tee.y))}));
    }
    std::vector<std::string> cupMembers;
    if (cup == noTile) {
        cupMembers = {member("x", number(level.cup.x)), member("y", number(level.cup.y))};
    }
    if (level.cupRadius != defaults.cupRadius) {
        cupMembers.push_back(member("radius", number(level.cupRadius)));
    }
    if (!cupMembers.empty()) {
        text += ",\n  " + member("cup", inlineObject(cupMembers));
    }
    if (level.ballRadius != defaults.ballRadius) {
        text +=
            ",\n  " + member("ball", inlineObject({member("radius", number(level.ballRadius))}));
    }
    if (level.maxStrokes != defaults.maxStrokes) {
        text += ",\n  " + member("maxStrokes", std::to_string(level.maxStrokes));
    }
    if (const std::vector<std::string> physics = physicsMembers(level.physics, table);
        !physics.empty()) {
        text += ",\n  " + member("physics", inlineObject(physics));
    }
    if (const std::vector<std::string> legend = legendMembers(level); !legend.empty()) {
        text += ",\n  \"legend\": {\n";
        for (std::size_t i = 0; i < legend.size(); ++i) {
            text += "    " + legend[i] + (i + 1 < legend.size() ? ",\n" : "\n");
        }
        text += "  }";
    }
    std::vector<std::string> movers;
    for (const Mover& mover : level.movers) {
        movers.push_back(moverText(mover));
    }
    std::vector<std::string> teleports;
    for (const Teleport& teleport : level.teleports) {
        teleports.push_back(teleportText(teleport));
    }
    text += arrayBlock("movers", movers) + arrayBlock("teleports", teleports);
    return text + "\n}\n";
}

std::string writeLevelFile(const std::filesystem::path& path, const Level& level) {
    const std::string text = levelToJson(level);
    // Never leave a file behind that the loader refuses: the level must read back.
    const LevelLoadResult check = parseLevel(text, path.string());
    if (!check.level) {
        return path.string() + ": not written: " +
               (check.errors.empty() ? std::string("the level does not load back")
                                     : check.errors.front());
    }
    return writeFileAtomically(path, text);
}

} // namespace golf
