// Level and course files (SPEC sections 2 and 3): every rule is checked and every problem is
// reported, each message naming the file and the place.

#include "golf/formats/level_loader.hpp"

#include "golf/core/constants.hpp"
#include "golf/formats/number_text.hpp"
#include "json_text.hpp"
#include "key_suggestion.hpp"
#include "level_elements.hpp"
#include "level_legend.hpp"
#include "level_special_tiles.hpp"
#include "name_text.hpp"
#include "plain_rows.hpp"
#include "problems.hpp"
#include "ranged_number.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <span>
#include <utility>

namespace golf {

namespace {

constexpr std::string_view levelFormat = "minigolf-level/1";
constexpr std::string_view courseFormat = "minigolf-course/1";
/// Most JSON values in a level or course: about one per row is needed, so this bounds the
/// memory a file of many tiny values could take (a 64 MiB file of "0," would be 32 million).
constexpr std::size_t maxLevelJsonValues = 200'000;
/// S or O tiles remembered (the first one places the tee or cup; each further one is reported
/// as it is found), bounded so that a grid full of S costs no memory.
constexpr std::size_t maxMarkers = Problems::maxMessages;
constexpr std::array<std::string_view, 12> levelKeys = {"format",  "name",   "par",    "tiles",
                                                        "tee",     "cup",    "ball",   "maxStrokes",
                                                        "physics", "legend", "movers", "teleports"};
/// The level formats, in order: format N is levelFormats[N - 1].
constexpr std::array<std::string_view, 3> levelFormats = {levelFormat, levelFormat2, levelFormat3};
constexpr std::array<std::string_view, 4> requiredLevelKeys = {"format", "name", "par", "tiles"};
constexpr std::array<std::string_view, 2> teeKeys = {"x", "y"};
constexpr std::array<std::string_view, 3> cupKeys = {"x", "y", "radius"};
constexpr std::array<std::string_view, 1> ballKeys = {"radius"};
constexpr std::array<std::string_view, 3> courseKeys = {"format", "name", "holes"};

[[nodiscard]] std::string joinPath(std::string_view prefix, std::string_view key) {
    return prefix.empty() ? std::string(key) : std::string(prefix) + "." + std::string(key);
}

[[nodiscard]] std::string tilePlace(std::size_t row, std::size_t col) {
    return "row " + std::to_string(row + 1) + ", column " + std::to_string(col + 1);
}

/// An integer in [low, high], or nullopt after reporting why not.
[[nodiscard]] std::optional<int> readInteger(const Json& value, const std::string& path, int low,
                                             int high, Problems& problems) {
    if (!value.is_number_integer()) {
        problems.add(path, "must be an integer, got " + describeJsonValue(value));
        return std::nullopt;
    }
    const auto describeRange = [&](bool tooBig) {
        if (high != std::numeric_limits<int>::max()) {
            return " is outside [" + std::to_string(low) + ", " + std::to_string(high) + "]";
        }
        return tooBig ? " is too big (at most " + std::to_string(high) + ")"
                      : " must be >= " + std::to_string(low);
    };
    if (value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<unsigned>(high)) {
        problems.add(path, std::to_string(value.get<std::uint64_t>()) + describeRange(true));
        return std::nullopt;
    }
    const auto v = value.get<std::int64_t>();
    if (v < low || v > high) {
        problems.add(path, std::to_string(v) + describeRange(v > high));
        return std::nullopt;
    }
    return static_cast<int>(v);
}

/// A non-empty string, or nullopt after reporting why not.
[[nodiscard]] std::optional<std::string> readName(const Json& value, Problems& problems) {
    if (!value.is_string()) {
        problems.add("name", "must be a string, got " + describeJsonValue(value));
        return std::nullopt;
    }
    if (value.get_ref<const std::string&>().empty()) {
        problems.add("name", "must not be empty");
        return std::nullopt;
    }
    // Names are shown in messages, menus and titles: bounded, on one line.
    if (std::string problem = nameProblem(value.get_ref<const std::string&>(), maxLevelNameLength);
        !problem.empty()) {
        problems.add("name", std::move(problem));
        return std::nullopt;
    }
    return value.get<std::string>();
}

/// Reports every key of `object` that is not in `known`, suggesting the nearest candidate.
void checkUnknownKeys(const Json& object, std::string_view prefix,
                      std::span<const std::string_view> known,
                      const std::vector<KeyCandidate>& candidates, Problems& problems) {
    for (const auto& [key, value] : object.items()) {
        if (std::find(known.begin(), known.end(), key) != known.end()) {
            continue;
        }
        std::string message = "unknown key " + quoteForMessage(joinPath(prefix, key));
        if (const auto suggestion = suggestKey(key, candidates)) {
            message += " (did you mean " + quoteForMessage(*suggestion) + "?)";
        }
        problems.add("", message);
    }
}

/// Candidates suggested for unknown keys of an object: its own keys, with their full path.
[[nodiscard]] std::vector<KeyCandidate> ownKeys(std::string_view prefix,
                                                std::span<const std::string_view> keys) {
    std::vector<KeyCandidate> result;
    for (const std::string_view key : keys) {
        result.push_back({std::string(key), joinPath(prefix, key)});
    }
    return result;
}

/// The object at `value`, or nullptr after reporting that it is something else.
[[nodiscard]] const Json* asObject(const Json& value, const std::string& path, Problems& problems) {
    if (!value.is_object()) {
        problems.add(path, "must be an object, got " + describeJsonValue(value));
        return nullptr;
    }
    return &value;
}

/// Checks "format"; `other` is the format of the other kind of file, named in the message;
/// `expected` lists the accepted formats, the first named when "format" is no string.
void checkFormat(const Json& root, std::span<const std::string_view> expected,
                 std::string_view other, std::string_view otherKind, Problems& problems) {
    const auto it = root.find("format");
    if (it == root.end()) {
        return; // reported with the other required keys
    }
    if (!it->is_string()) {
        problems.add("format", "must be the string " + quoteForMessage(expected.front()) +
                                   ", got " + describeJsonValue(*it));
        return;
    }
    const auto& format = it->get_ref<const std::string&>();
    if (format == other) {
        problems.add("format", quoteForMessage(format) + " is " + std::string(otherKind) +
                                   ", not " + (otherKind == "a course" ? "a level" : "a course"));
    } else if (std::find(expected.begin(), expected.end(), format) == expected.end()) {
        std::string list;
        for (std::size_t i = 0; i < expected.size(); ++i) {
            list += (i == 0                     ? ""
                     : i + 1 == expected.size() ? " or "
                                                : ", ") +
                    quoteForMessage(expected[i]);
        }
        problems.add("format",
                     quoteForMessage(format) + " is not supported (expected " + list + ")");
    }
}

/// Parses text into a JSON object, or reports why it is not one.
[[nodiscard]] const Json* parseRoot(std::string_view text, Problems& problems,
                                    std::optional<Json>& storage, const std::string& source) {
    JsonParse parsed = parseJson(text, source, maxLevelJsonValues);
    if (!parsed.value) {
        problems.addAll(std::move(parsed.errors));
        return nullptr;
    }
    storage = std::move(parsed.value);
    if (!storage->is_object()) {
        problems.add("", "the top level must be a JSON object, got " + describeJsonValue(*storage));
        return nullptr;
    }
    return &*storage;
}

// ---- tiles ------------------------------------------------------------------------------

/// Count of UTF-8 code points: one tile each.
[[nodiscard]] std::size_t codePointCount(std::string_view text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0u) != 0x80u;
    }));
}

/// Decodes the code point starting at text[i] (valid UTF-8, as JSON strings are) and
/// advances i past it.
[[nodiscard]] char32_t nextTileCodePoint(std::string_view text, std::size_t& i) {
    const auto lead = static_cast<unsigned char>(text[i++]);
    if (lead < 0x80) {
        return lead;
    }
    const int extra = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1;
    char32_t cp = lead & (0x3Fu >> extra);
    for (int k = 0; k < extra && i < text.size(); ++k) {
        cp = (cp << 6) | (static_cast<unsigned char>(text[i++]) & 0x3Fu);
    }
    return cp;
}

/// A tile character for messages: 'X' when printable ASCII, U+XXXX otherwise.
[[nodiscard]] std::string showTileChar(char32_t cp) {
    if (cp >= 0x20 && cp < 0x7F) {
        return std::string("'") + static_cast<char>(cp) + "'";
    }
    std::array<char, 16> buffer{};
    std::snprintf(buffer.data(), buffer.size(), "U+%04X", static_cast<unsigned>(cp));
    return buffer.data();
}

/// 0-based place of an S or O tile.
struct Marker {
    std::size_t row = 0;
    std::size_t col = 0;
};

/// The tile grid and where its S and O tiles are.
struct Grid {
    int width = 0;
    int height = 0;
    std::vector<Tile> tiles;
    std::vector<std::uint8_t> surfaceIndex; ///< per tile, into SurfaceChars' table (format 2)
    std::vector<std::uint8_t> wallIndex;    ///< per tile, 1-based into the walls (format 3)
    std::vector<std::uint8_t> gateIndex;    ///< per tile, 1-based into the gates (format 3)
    std::vector<Marker> tees;               ///< the first maxMarkers 'S' tiles
    std::vector<Marker> cups;               ///< the first maxMarkers 'O' tiles
};

/// The rows of "tiles": the array of the document, or the plain rows read from the text
/// (PlainRows), which are an array of strings.
class TileRows {
  public:
    explicit TileRows(const Json& json) : json_(&json) {}
    explicit TileRows(const std::vector<std::string_view>& plain) : plain_(&plain) {}

    [[nodiscard]] bool isArray() const { return plain_ || json_->is_array(); }
    [[nodiscard]] std::size_t size() const { return plain_ ? plain_->size() : json_->size(); }
    [[nodiscard]] bool empty() const { return size() == 0; }
    [[nodiscard]] bool isString(std::size_t r) const { return plain_ || (*json_)[r].is_string(); }
    /// Row r's characters. Precondition: isString(r).
    [[nodiscard]] std::string_view text(std::size_t r) const {
        return plain_ ? (*plain_)[r] : std::string_view((*json_)[r].get_ref<const std::string&>());
    }
    /// The number of code points (tiles) of row r: its characters' on plain rows (ASCII), not
    /// counted. Precondition: isString(r).
    [[nodiscard]] std::size_t codePoints(std::size_t r) const {
        return plain_ ? (*plain_)[r].size() : codePointCount(text(r));
    }
    /// describeJsonValue of the rows (not plain) or of row r (not a string).
    [[nodiscard]] std::string describe() const { return describeJsonValue(*json_); }
    [[nodiscard]] std::string describe(std::size_t r) const {
        return describeJsonValue((*json_)[r]);
    }

  private:
    const Json* json_ = nullptr;
    const std::vector<std::string_view>* plain_ = nullptr;
};

/// Checks the row count, each row's type and length, and that rows have equal lengths, all
/// before anything proportional to the level's size is allocated. Returns the width if the
/// grid may be built.
[[nodiscard]] std::optional<std::size_t> checkRowShapes(const TileRows& rows, Problems& problems) {
    if (!rows.isArray()) {
        problems.add("tiles", "must be an array of strings (one per row), got " + rows.describe());
        return std::nullopt;
    }
    if (rows.empty()) {
        problems.add("tiles", "must have at least one row");
        return std::nullopt;
    }
    bool ok = true;
    if (rows.size() > static_cast<std::size_t>(maxLevelSide)) {
        problems.add("tiles", std::to_string(rows.size()) + " rows, more than the limit of " +
                                  std::to_string(maxLevelSide));
        ok = false;
    }
    std::optional<std::size_t> width;
    std::size_t widthRow = 0;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (!rows.isString(r)) {
            problems.add("row " + std::to_string(r + 1),
                         "must be a string, got " + rows.describe(r));
            ok = false;
            continue;
        }
        const std::size_t length = rows.codePoints(r);
        if (length == 0) {
            problems.add("row " + std::to_string(r + 1), "is empty");
            ok = false;
        } else if (length > static_cast<std::size_t>(maxLevelSide)) {
            problems.add("row " + std::to_string(r + 1), std::to_string(length) +
                                                             " tiles, more than the limit of " +
                                                             std::to_string(maxLevelSide));
            ok = false;
        } else if (!width) {
            width = length;
            widthRow = r;
        } else if (length != *width) {
            problems.add("row " + std::to_string(r + 1),
                         "has " + std::to_string(length) + " tiles, but row " +
                             std::to_string(widthRow + 1) + " has " + std::to_string(*width));
            ok = false;
        }
    }
    return ok ? width : std::nullopt;
}

/// What a tile character means: the first look-up of each ASCII character, kept for the
/// others (the look-ups give the same answer each time; the first one of a surface adds it to
/// the level's table, so the order of first uses is kept).
struct TileMeaning {
    bool looked = false;
    std::optional<Tile> tile;
    std::uint8_t surface = 0; ///< into SurfaceChars' table (0: grass or none)
    std::uint8_t wall = 0;
    std::uint8_t gate = 0;
    /// A known tile that is no S or O and sets no per-tile index (most tiles): only written.
    bool plain = false;
};

/// The meaning of code point `cp` on `chars` and `specials`, as readRowTiles reads it.
[[nodiscard]] TileMeaning tileMeaning(char32_t cp, SurfaceChars& chars,
                                      const SpecialTileChars& specials) {
    TileMeaning meaning{.looked = true};
    meaning.tile = cp < 0x80 ? tileFromChar(static_cast<char>(cp)) : std::nullopt;
    const auto special = meaning.tile ? std::nullopt : specials.lookup(cp);
    const auto surface = meaning.tile || special ? std::nullopt : chars.lookup(cp);
    if (surface) {
        meaning.tile = Tile::Open;
        meaning.surface = *surface;
    } else if (special) {
        meaning.tile = special->tile;
        meaning.wall = special->wall;
        meaning.gate = special->gate;
    }
    meaning.plain = meaning.tile && cp != 'S' && cp != 'O' && meaning.surface == 0 &&
                    meaning.wall == 0 && meaning.gate == 0;
    return meaning;
}

/// Sets entry `at` of a per-tile index to `value` (not 0), making the index (all 0) of
/// `tiles` entries on its first value: a level without surfaces, walls or gates builds none.
void setTileIndex(std::vector<std::uint8_t>& index, std::size_t tiles, std::size_t at,
                  std::uint8_t value) {
    if (index.empty()) {
        index.assign(tiles, 0);
    }
    index[at] = value;
}

/// Appends the tiles of a row of plain tiles (TileMeaning::plain, ASCII) to `tiles`; false, and
/// `tiles` as it was, at the first character that is not plain, for readRowTiles' full reading
/// of the row. Each character is looked up once per level in `ascii`, in reading order as
/// readRowTiles looks them up, and its answer kept in `plainTiles` (per byte: the tile's value,
/// -1 not looked up yet, -2 not plain), one load a character.
[[nodiscard]] bool appendPlainRow(std::string_view text, std::array<TileMeaning, 0x80>& ascii,
                                  std::array<std::int8_t, 0x100>& plainTiles, SurfaceChars& chars,
                                  const SpecialTileChars& specials, std::vector<Tile>& tiles) {
    const std::size_t start = tiles.size();
    tiles.resize(start + text.size());
    Tile* out = tiles.data() + start;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        std::int8_t code = plainTiles[byte];
        if (code < 0) {       // (one test a character where the byte is known and plain)
            if (code == -1) { // an ASCII byte (the others start as -2)
                TileMeaning& meaning = ascii[byte];
                if (!meaning.looked) {
                    meaning = tileMeaning(byte, chars, specials);
                }
                code = meaning.plain ? static_cast<std::int8_t>(*meaning.tile) : std::int8_t{-2};
                plainTiles[byte] = code;
            }
            if (code < 0) {
                tiles.resize(start);
                return false;
            }
        }
        *out++ = static_cast<Tile>(code);
    }
    return true;
}

/// Reads every row's characters: reports unknown tiles and extra S/O tiles, remembers S/O
/// places, and fills `grid.tiles` (and the per-tile indices that have an entry not 0) when
/// `build` (the shapes are valid). False if any tile is unknown.
[[nodiscard]] bool readRowTiles(const TileRows& rows, bool build, Grid& grid, SurfaceChars& chars,
                                const SpecialTileChars& specials, Problems& problems) {
    bool allKnown = true;
    std::array<TileMeaning, 0x80> ascii{};
    std::array<std::int8_t, 0x100> plainTiles{};
    std::fill(plainTiles.begin(), plainTiles.begin() + 0x80, std::int8_t{-1});
    std::fill(plainTiles.begin() + 0x80, plainTiles.end(), std::int8_t{-2});
    const std::size_t total =
        build ? static_cast<std::size_t>(grid.width) * static_cast<std::size_t>(grid.height) : 0;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (!rows.isString(r)) {
            continue;
        }
        const std::string_view text = rows.text(r);
        if (build && text.size() <= static_cast<std::size_t>(maxLevelSide) &&
            appendPlainRow(text, ascii, plainTiles, chars, specials, grid.tiles)) {
            continue; // the common row, read without the checks below
        }
        if (rows.codePoints(r) > static_cast<std::size_t>(maxLevelSide)) {
            continue; // already reported; scanning it would only flood the messages
        }
        std::size_t col = 0;
        for (std::size_t i = 0; i < text.size(); ++col) {
            const char32_t cp = nextTileCodePoint(text, i);
            TileMeaning other;
            TileMeaning& meaning = cp < 0x80 ? ascii[cp] : other;
            if (!meaning.looked) {
                meaning = tileMeaning(cp, chars, specials);
            }
            if (meaning.plain) {
                if (build) {
                    grid.tiles.push_back(*meaning.tile);
                }
                continue;
            }
            if (!meaning.tile) {
                problems.add(tilePlace(r, col),
                             chars.format1Refusal(cp).value_or("unknown tile " + showTileChar(cp)));
                allKnown = false;
            }
            if (cp == 'S' || cp == 'O') {
                auto& markers = cp == 'S' ? grid.tees : grid.cups;
                if (!markers.empty()) {
                    problems.add(tilePlace(r, col),
                                 std::string("a second ") + (cp == 'S' ? "tee 'S'" : "cup 'O'") +
                                     " (the first is at " +
                                     tilePlace(markers.front().row, markers.front().col) +
                                     "); a level has exactly one");
                }
                if (markers.size() < maxMarkers) {
                    markers.push_back({r, col});
                }
            }
            if (build) {
                const std::size_t at = grid.tiles.size();
                grid.tiles.push_back(meaning.tile.value_or(Tile::Block));
                if (meaning.surface != 0) {
                    setTileIndex(grid.surfaceIndex, total, at, meaning.surface);
                }
                if (meaning.wall != 0) {
                    setTileIndex(grid.wallIndex, total, at, meaning.wall);
                }
                if (meaning.gate != 0) {
                    setTileIndex(grid.gateIndex, total, at, meaning.gate);
                }
            }
        }
    }
    return allKnown;
}

/// Fills `grid` from "tiles"; false if the grid is unusable (problems reported). The S/O
/// places are filled in whenever the rows can be read.
[[nodiscard]] bool readTiles(const TileRows& rows, Grid& grid, SurfaceChars& chars,
                             const SpecialTileChars& specials, Problems& problems) {
    const std::optional<std::size_t> width = checkRowShapes(rows, problems);
    if (!rows.isArray()) {
        return false;
    }
    if (width) {
        grid.width = static_cast<int>(*width);
        grid.height = static_cast<int>(rows.size());
        grid.tiles.reserve(*width * rows.size());
    }
    const bool allKnown = readRowTiles(rows, width.has_value(), grid, chars, specials, problems);
    return width.has_value() && allKnown;
}

/// A per-tile index as the level keeps it: all 0 (one entry a tile) if no tile set one.
[[nodiscard]] std::vector<std::uint8_t> fullTileIndex(std::vector<std::uint8_t>&& index,
                                                      std::size_t tiles) {
    if (index.empty()) {
        index.assign(tiles, 0);
    }
    return std::move(index);
}

// ---- tee and cup ------------------------------------------------------------------------

/// The x and y of a "tee" or "cup" object. `given` if either key is there; `point` if both
/// are valid numbers.
struct PointKeys {
    bool given = false;
    std::optional<Vec2> point;
};

[[nodiscard]] PointKeys readPointKeys(const Json& object, const std::string& prefix,
                                      Problems& problems) {
    const auto x = object.find("x");
    const auto y = object.find("y");
    PointKeys result;
    result.given = x != object.end() || y != object.end();
    if (!result.given) {
        return result;
    }
    if (x == object.end() || y == object.end()) {
        const std::string missing = x == object.end() ? "x" : "y";
        problems.add(prefix + "." + missing, "missing: x and y go together");
        return result;
    }
    const ValueRange anywhere{-infinity, infinity, false, false};
    const auto px = readRangedNumber(*x, prefix + ".x", anywhere, problems);
    const auto py = readRangedNumber(*y, prefix + ".y", anywhere, problems);
    if (px && py) {
        result.point = Vec2{*px, *py};
    }
    return result;
}

/// The centre of the first S or O tile, or the position from the keys: exactly one of them.
[[nodiscard]] std::optional<Vec2> resolvePlace(std::string_view what, char tileChar,
                                               const std::vector<Marker>& markers,
                                               const PointKeys& keys, Problems& problems) {
    const std::string name(what);
    if (!markers.empty() && keys.given) {
        problems.add(name, "placed twice, by the '" + std::string(1, tileChar) + "' at " +
                               tilePlace(markers.front().row, markers.front().col) + " and by " +
                               name + ".x/" + name + ".y; use one of them");
        return std::nullopt;
    }
    if (!markers.empty()) {
        return Vec2{static_cast<double>(markers.front().col) + 0.5,
                    static_cast<double>(markers.front().row) + 0.5};
    }
    if (!keys.given) {
        problems.add("", "no " + name + ": put an '" + std::string(1, tileChar) +
                             "' in the tiles or give \"" + name + "\": {\"x\": ..., \"y\": ...}");
    }
    return keys.point;
}

/// The SPEC's "must fit on open floor" for the tee (radius: the ball's) and the cup
/// (radius: the cup's): the point lies in the grid, on open floor, and the disc of that
/// radius around it overlaps no solid (touching is allowed).
void checkDiscFits(const Level& level, std::string_view what, std::string_view disc, Vec2 centre,
                   double radius, Problems& problems) {
    const std::string name(what);
    if (!(centre.x >= 0 && centre.y >= 0 && centre.x <= level.width && centre.y <= level.height)) {
        problems.add(name, formatPoint(centre) + " is outside the level (" +
                               std::to_string(level.width) + " x " + std::to_string(level.height) +
                               " tiles)");
    } else if (!discFitsOnFloor(level, centre, centreClearance)) {
        problems.add(name, formatPoint(centre) + " is not on open floor");
    } else if (!discFitsOnFloor(level, centre, radius)) {
        problems.add(name, std::string(disc) + " of radius " + formatNumber(radius) + " at " +
                               formatPoint(centre) + " overlaps a solid tile");
    }
}

// ---- the level --------------------------------------------------------------------------

/// The keys of "physics": the names of the table's rows.
[[nodiscard]] std::vector<std::string_view> physicsKeys(std::span<const PhysicsParameter> table) {
    std::vector<std::string_view> keys;
    for (const PhysicsParameter& parameter : table) {
        keys.push_back(parameter.name);
    }
    return keys;
}

/// Suggestions for unknown top-level keys: the top-level keys, and nested keys written at the
/// top level by mistake ("tickRate" -> "physics.tickRate").
[[nodiscard]] std::vector<KeyCandidate>
topLevelSuggestions(std::span<const PhysicsParameter> table) {
    std::vector<KeyCandidate> result = ownKeys("", levelKeys);
    result.push_back({"radius", "ball.radius"});
    for (const PhysicsParameter& parameter : table) {
        result.push_back({std::string(parameter.name), joinPath("physics", parameter.name)});
    }
    return result;
}

/// Reads one level's JSON object into a Level, reporting every problem on the way.
class LevelReader {
  public:
    /// Reads `root` with the physics parameters of `table`; the rows of "tiles" from
    /// `plainRows` if given (read from the text: `root` holds an empty array in their place).
    LevelReader(const Json& root, Problems& problems, std::span<const PhysicsParameter> table,
                const std::vector<std::string_view>* plainRows = nullptr)
        : root_(root), problems_(problems), table_(table), plainRows_(plainRows) {
        level_.physics = defaultPhysics(table);
    }

    [[nodiscard]] std::optional<Level> read() {
        const auto format = root_.find("format");
        for (std::size_t i = 0; i < levelFormats.size(); ++i) {
            if (format != root_.end() && format->is_string() &&
                format->get_ref<const std::string&>() == levelFormats[i]) {
                fileFormat_ = static_cast<int>(i) + 1;
            }
        }
        checkFormat(root_, levelFormats, courseFormat, "a course", problems_);
        for (const std::string_view key : requiredLevelKeys) {
            if (!member(key)) {
                problems_.add("", "missing required key " + quoteForMessage(key));
            }
        }
        checkUnknownKeys(root_, "", levelKeys, topLevelSuggestions(table_), problems_);
        readHeader();
        readBall();
        readCup();
        readTee();
        readPhysics();
        readLegend();
        readElements();
        readGridAndPlaces();
        if (!problems_.empty()) {
            return std::nullopt;
        }
        return std::move(level_);
    }

  private:
    [[nodiscard]] const Json* member(std::string_view key) const {
        const auto it = root_.find(std::string(key));
        return it == root_.end() ? nullptr : &*it;
    }

    /// The nested object `key` if present and an object; checks its keys.
    [[nodiscard]] const Json* section(std::string_view key,
                                      std::span<const std::string_view> known) {
        const Json* value = member(key);
        if (!value) {
            return nullptr;
        }
        const Json* object = asObject(*value, std::string(key), problems_);
        if (object) {
            checkUnknownKeys(*object, key, known, ownKeys(key, known), problems_);
        }
        return object;
    }

    void readHeader() {
        if (const Json* name = member("name")) {
            level_.name = readName(*name, problems_).value_or("");
        }
        if (const Json* par = member("par")) {
            level_.par = readInteger(*par, "par", 1, std::numeric_limits<int>::max(), problems_)
                             .value_or(level_.par);
        }
        if (const Json* maxStrokes = member("maxStrokes")) {
            level_.maxStrokes =
                readInteger(*maxStrokes, "maxStrokes", 1, 100, problems_).value_or(10);
        }
    }

    void readBall() {
        const Json* ball = section("ball", ballKeys);
        if (const auto it = ball ? ball->find("radius") : root_.end(); ball && it != ball->end()) {
            const auto radius =
                readRangedNumber(*it, "ball.radius", {0.0, 0.5, true, true}, problems_);
            ballRadiusOk_ = radius.has_value();
            level_.ballRadius = radius.value_or(level_.ballRadius);
        }
    }

    void readCup() {
        const Json* cup = section("cup", cupKeys);
        if (!cup) {
            cupKeysBroken_ = member("cup") != nullptr;
            return;
        }
        if (const auto it = cup->find("radius"); it != cup->end()) {
            // The lower bound is the ball's radius when that is known to be valid.
            const ValueRange range = ballRadiusOk_
                                         ? ValueRange{level_.ballRadius, 1.0, false, false}
                                         : ValueRange{0.0, 1.0, true, false};
            const auto radius = readRangedNumber(*it, "cup.radius", range, problems_);
            cupRadiusOk_ = radius.has_value();
            level_.cupRadius = radius.value_or(level_.cupRadius);
        }
        cupKeys_ = readPointKeys(*cup, "cup", problems_);
    }

    void readTee() {
        const Json* tee = section("tee", teeKeys);
        if (!tee) {
            teeKeysBroken_ = member("tee") != nullptr;
            return;
        }
        teeKeys_ = readPointKeys(*tee, "tee", problems_);
        if (!teeKeys_.given) {
            problems_.add("tee", "needs x and y");
            teeKeysBroken_ = true;
        }
    }

    /// "physics": each key of the table checked against its row, in the table's order.
    void readPhysics() {
        const std::vector<std::string_view> keys = physicsKeys(table_);
        const Json* physics = section("physics", keys);
        if (!physics) {
            return;
        }
        for (const PhysicsParameter& parameter : table_) {
            if (const auto it = physics->find(std::string(parameter.name)); it != physics->end()) {
                readParameter(parameter, *it);
                refuseInOlderFormat(parameter, *it);
            }
        }
    }

    /// One physics key: an integer or a number within the row's range.
    void readParameter(const PhysicsParameter& parameter, const Json& value) {
        const std::string path = joinPath("physics", parameter.name);
        if (parameter.type() == ParameterType::Integer) {
            const ValueRange& range = parameter.range;
            const int high =
                range.bounded() ? static_cast<int>(range.high) : std::numeric_limits<int>::max();
            if (const auto v =
                    readInteger(value, path, static_cast<int>(range.low), high, problems_)) {
                parameter.set(level_.physics, *v);
            }
        } else if (const auto v = readRangedNumber(value, path, parameter.range, problems_)) {
            parameter.set(level_.physics, *v);
        }
    }

    void readGridAndPlaces() {
        const Json* json = member("tiles");
        if (!json) {
            return;
        }
        const TileRows rows = plainRows_ ? TileRows(*plainRows_) : TileRows(*json);
        Grid grid;
        const bool gridOk = readTiles(rows, grid, *chars_, *specials_, problems_);
        if (!rows.isArray() || rows.empty()) {
            return; // without rows, "no tee" and "no cup" would only add noise
        }
        const auto tee = teeKeysBroken_ ? std::nullopt
                                        : resolvePlace("tee", 'S', grid.tees, teeKeys_, problems_);
        const auto cup = cupKeysBroken_ ? std::nullopt
                                        : resolvePlace("cup", 'O', grid.cups, cupKeys_, problems_);
        if (!gridOk) {
            return;
        }
        level_.width = grid.width;
        level_.height = grid.height;
        level_.tiles = std::move(grid.tiles);
        if (chars_->anyUsed() || fileFormat_ >= 2) {
            level_.surfaces = chars_->takeSurfaces();
        }
        if (chars_->anyUsed()) {
            level_.surfaceIndex = fullTileIndex(std::move(grid.surfaceIndex), level_.tiles.size());
        }
        takeSpecialTiles(grid);
        if (tee && ballRadiusOk_) {
            level_.tee = *tee;
            checkDiscFits(level_, "tee", "a ball", *tee, level_.ballRadius, problems_);
            checkNotOnWater("tee", *tee);
        }
        if (cup && cupRadiusOk_) {
            level_.cup = *cup;
            checkDiscFits(level_, "cup", "a cup", *cup, level_.cupRadius, problems_);
            checkNotOnWater("cup", *cup);
        }
        // The rules between the elements and the level, once everything they refer to is sound
        // (otherwise they would only repeat a problem reported already).
        if (elementsOk_ && tee && cup && ballRadiusOk_ && cupRadiusOk_ && problems_.empty()) {
            checkElements(level_, problems_);
        }
    }

    /// The special walls and gates of the legend, with their per-tile indices where any.
    void takeSpecialTiles(Grid& grid) {
        level_.specialWalls = specials_->takeWalls();
        level_.gates = specials_->takeGates();
        if (!level_.specialWalls.empty()) {
            level_.wallIndex = fullTileIndex(std::move(grid.wallIndex), level_.tiles.size());
        }
        if (!level_.gates.empty()) {
            level_.gateIndex = fullTileIndex(std::move(grid.gateIndex), level_.tiles.size());
        }
    }

    /// "movers" and "teleports" (format 3).
    void readElements() {
        if (const Json* movers = member("movers")) {
            elementsOk_ = readMovers(*movers, fileFormat_ >= 3, level_.movers, problems_);
        }
        if (const Json* teleports = member("teleports")) {
            elementsOk_ =
                readTeleports(*teleports, fileFormat_ >= 3, level_.teleports, problems_) &&
                elementsOk_;
        }
    }

    /// "legend" (format 2), read before the tiles that use its characters.
    void readLegend() {
        chars_.emplace(fileFormat_ >= 2, member("legend"), problems_);
        specials_.emplace(fileFormat_ >= 3, member("legend"), problems_);
    }

    /// A physics key of a later format than the file's is refused.
    void refuseInOlderFormat(const PhysicsParameter& parameter, const Json& value) {
        if (parameter.format > fileFormat_ && value.is_number()) {
            problems_.add(joinPath("physics", parameter.name),
                          "needs format " + quoteForMessage("minigolf-level/" +
                                                            std::to_string(parameter.format)));
        }
    }

    /// The tee and the cup lie on any floor but water (on its edge counts as on it).
    void checkNotOnWater(std::string_view what, Vec2 centre) {
        if (level_.touchesWater(centre)) {
            problems_.add(what, formatPoint(centre) + " is on water");
        }
    }

    const Json& root_;
    Problems& problems_;
    std::span<const PhysicsParameter> table_;
    const std::vector<std::string_view>* plainRows_ = nullptr;
    Level level_;
    bool ballRadiusOk_ = true;
    bool cupRadiusOk_ = true;
    bool teeKeysBroken_ = false;
    bool cupKeysBroken_ = false;
    int fileFormat_ = 1; ///< 1 to 3; 1 also when "format" is broken (reported)
    bool elementsOk_ = true;
    std::optional<SurfaceChars> chars_;
    std::optional<SpecialTileChars> specials_;
    PointKeys teeKeys_;
    PointKeys cupKeys_;
};

// ---- the course -------------------------------------------------------------------------

/// Checks "holes" and resolves each against `baseDir`; every hole must be an existing file.
[[nodiscard]] std::vector<std::filesystem::path>
readHoles(const Json& holes, const std::filesystem::path& baseDir, Problems& problems) {
    std::vector<std::filesystem::path> result;
    if (!holes.is_array() || holes.empty()) {
        problems.add("holes", "must be a non-empty array of level file names, got " +
                                  (holes.is_array() ? std::string("an empty array")
                                                    : describeJsonValue(holes)));
        return result;
    }
    for (std::size_t i = 0; i < holes.size(); ++i) {
        const std::string where = "hole " + std::to_string(i + 1);
        if (!holes[i].is_string() || holes[i].get_ref<const std::string&>().empty()) {
            problems.add(where, "must be a non-empty string (a level file name), got " +
                                    describeJsonValue(holes[i]));
            result.emplace_back(); // keeps the numbering of the holes after it
            continue;
        }
        const std::filesystem::path path = baseDir / holes[i].get<std::string>();
        std::error_code ec;
        if (holes[i].get_ref<const std::string&>().find('\0') != std::string::npos) {
            // A path ends at its first NUL for the system: the rest would be silently cut.
            problems.add(where, "must not contain a NUL character (\\u0000)");
        } else if (std::filesystem::is_directory(path, ec)) {
            problems.add(where,
                         quoteForMessage(path.string()) + " is a directory, not a level file");
        } else if (!std::filesystem::exists(path, ec)) {
            problems.add(where,
                         (!ec || ec == std::errc::no_such_file_or_directory ? "no such file "
                                                                            : ec.message() + ": ") +
                             quoteForMessage(path.string()));
        } else if (!std::filesystem::is_regular_file(path, ec)) {
            // A FIFO would block the read for ever, a device may never end.
            problems.add(where, quoteForMessage(path.string()) + " is not a regular file");
        }
        result.push_back(path);
    }
    return result;
}

} // namespace

LevelLoadResult parseLevel(std::string_view text, const std::string& sourceName) {
    return parseLevel(text, sourceName, physicsParameters());
}

LevelLoadResult parseLevel(std::string_view text, const std::string& sourceName,
                           std::span<const PhysicsParameter> table) {
    Problems problems(sourceName);
    std::optional<Json> storage;
    // A plain "tiles" array is read from the text and the rest as a document; if that rest is
    // not a valid level document the whole text is parsed, for the same messages as before.
    std::optional<PlainRows> plain = findPlainRows(text);
    const Json* root = nullptr;
    if (plain && plain->rows.size() < maxLevelJsonValues) {
        JsonParse parsed = parseJson(plain->withoutRows(text), sourceName,
                                     maxLevelJsonValues - plain->rows.size());
        if (parsed.value && parsed.value->is_object()) {
            storage = std::move(parsed.value);
            root = &*storage;
        }
    }
    if (!root) {
        plain.reset();
        root = parseRoot(text, problems, storage, sourceName);
    }
    std::optional<Level> level;
    if (root) {
        level = LevelReader(*root, problems, table, plain ? &plain->rows : nullptr).read();
    }
    return {std::move(level), problems.take()};
}

LevelLoadResult loadLevelFile(const std::filesystem::path& path) {
    LevelLoadResult result;
    if (const auto text = readJsonFile(path, result.errors)) {
        return parseLevel(*text, sourceNameOf(path));
    }
    return result;
}

namespace {

/// Reads a course; `course` holds whatever could be read (the holes that exist) whenever the
/// text is a JSON object, even if there are problems.
[[nodiscard]] CourseLoadResult readCourse(std::string_view text, const std::string& sourceName,
                                          const std::filesystem::path& baseDir) {
    Problems problems(sourceName);
    std::optional<Json> storage;
    const Json* root = parseRoot(text, problems, storage, sourceName);
    if (!root) {
        return {std::nullopt, problems.take()};
    }
    checkFormat(*root, std::array{courseFormat}, levelFormat, "a level", problems);
    for (const std::string_view key : courseKeys) {
        if (!root->contains(std::string(key))) {
            problems.add("", "missing required key " + quoteForMessage(key));
        }
    }
    checkUnknownKeys(*root, "", courseKeys, ownKeys("", courseKeys), problems);
    Course course;
    if (const auto it = root->find("name"); it != root->end()) {
        course.name = readName(*it, problems).value_or("");
    }
    if (const auto it = root->find("holes"); it != root->end()) {
        course.holes = readHoles(*it, baseDir, problems);
    }
    return {std::move(course), problems.take()};
}

/// Reads a course file with readCourse.
[[nodiscard]] CourseLoadResult readCourseFile(const std::filesystem::path& path) {
    CourseLoadResult result;
    if (const auto text = readJsonFile(path, result.errors)) {
        return readCourse(*text, sourceNameOf(path), path.parent_path());
    }
    return result;
}

} // namespace

CourseLoadResult parseCourse(std::string_view text, const std::string& sourceName,
                             const std::filesystem::path& baseDir) {
    CourseLoadResult result = readCourse(text, sourceName, baseDir);
    if (!result.errors.empty()) {
        result.course.reset();
    }
    return result;
}

CourseLoadResult loadCourseFile(const std::filesystem::path& path) {
    CourseLoadResult result = readCourseFile(path);
    if (!result.errors.empty()) {
        result.course.reset();
    }
    return result;
}

CourseLoadResult inspectCourseFile(const std::filesystem::path& path) {
    return readCourseFile(path);
}

FileFormatResult detectFileFormat(const std::filesystem::path& path) {
    FileFormatResult result;
    const auto text = readJsonFile(path, result.errors);
    if (!text) {
        result.broken = true;
        return result;
    }
    const std::string source = sourceNameOf(path);
    // Only the "format" key matters here: a scan does without building the document.
    JsonScan scan = scanJson(*text, source, maxLevelJsonValues);
    if (!scan.errors.empty()) {
        result.errors = std::move(scan.errors);
        result.broken = true;
        return result;
    }
    const bool isString = scan.format.has_value();
    if (!isString) {
        // Rare and an error either way: say what the top level is, as the loaders do.
        const JsonParse root = parseJson(*text, source, maxLevelJsonValues);
        if (root.value && !root.value->is_object()) {
            result.errors.push_back(source + ": the top level must be a JSON object, got " +
                                    describeJsonValue(*root.value));
            return result;
        }
    }
    const std::string format = scan.format.value_or("");
    if (format.starts_with("minigolf-level/")) {
        result.format = FileFormat::Level;
    } else if (format.starts_with("minigolf-course/")) {
        result.format = FileFormat::Course;
    } else {
        result.errors.push_back(source + ": neither a level nor a course: " +
                                (isString ? "format " + quoteForMessage(format) + " is unknown"
                                          : std::string("no \"format\" key")) +
                                " (a level has \"format\": \"" + std::string(levelFormat) +
                                "\", a course \"format\": \"" + std::string(courseFormat) + "\")");
    }
    return result;
}

} // namespace golf
