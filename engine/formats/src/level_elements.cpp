#include "level_elements.hpp"

#include "golf/core/mover_swept.hpp"
#include "golf/formats/number_text.hpp"
#include "key_suggestion.hpp"
#include "ranged_number.hpp"

#include <array>
#include <cmath>
#include <optional>
#include <string>

namespace golf {

namespace {

constexpr std::array<std::string_view, 8> bladesKeys = {"kind",  "pivot",  "arms",  "length",
                                                        "width", "period", "phase", "turn"};
constexpr std::array<std::string_view, 6> sliderKeys = {"kind", "from",   "to",
                                                        "size", "period", "phase"};
constexpr std::array<std::string_view, 3> teleportKeys = {"from", "to", "exitAngle"};
constexpr std::array<std::string_view, 2> pointKeys = {"x", "y"};
constexpr std::array<std::string_view, 3> discKeys = {"x", "y", "radius"};
constexpr std::array<std::string_view, 2> sizeKeys = {"w", "h"};

constexpr ValueRange anywhere{};
constexpr ValueRange sizeRange{0, maxElementSize, true, false};
constexpr ValueRange periodRange{0, 3600, true, false};
constexpr ValueRange fractionRange{0, 1, false, true};

/// Reads the members of one JSON object of an element, reporting at `path` and remembering
/// whether anything was wrong.
class ElementReader {
  public:
    ElementReader(const Json& object, std::string path, Problems& problems)
        : object_(object), path_(std::move(path)), problems_(problems) {}

    [[nodiscard]] bool ok() const { return ok_; }
    [[nodiscard]] const std::string& path() const { return path_; }

    /// The member `key`, or nullptr (after reporting it missing when `required`).
    [[nodiscard]] const Json* find(std::string_view key, bool required) {
        const auto it = object_.find(std::string(key));
        if (it != object_.end()) {
            return &*it;
        }
        if (required) {
            fail("", "missing required key " + quoteForMessage(key));
        }
        return nullptr;
    }

    /// A number of `range`: required, or `fallback` when absent.
    [[nodiscard]] double number(std::string_view key, const ValueRange& range,
                                std::optional<double> fallback = std::nullopt) {
        const Json* value = find(key, !fallback);
        if (!value) {
            return fallback.value_or(0);
        }
        const auto v = readRangedNumber(*value, at(key), range, problems_);
        ok_ = ok_ && v.has_value();
        return v.value_or(0);
    }

    /// An object of two numbers, {"x", "y"} or {"w", "h"} (`keys`), each in `range`; with
    /// `radius`, also the required "radius" (a teleport's from disc).
    [[nodiscard]] Vec2 pair(std::string_view key, std::span<const std::string_view> keys,
                            const ValueRange& range, double* radius = nullptr) {
        const Json* value = find(key, true);
        if (!value) {
            return {};
        }
        const std::string where = at(key);
        if (!value->is_object()) {
            const std::string shape = radius ? R"({"x": ..., "y": ..., "radius": ...})"
                                             : "{\"" + std::string(keys[0]) + "\": ..., \"" +
                                                   std::string(keys[1]) + "\": ...}";
            fail(where, "must be an object " + shape + ", got " + describeJsonValue(*value));
            return {};
        }
        ElementReader inner(*value, where, problems_);
        if (radius) {
            reportUnknownKeys(*value, where, discKeys, problems_);
            *radius = inner.number("radius", sizeRange);
        } else {
            reportUnknownKeys(*value, where, keys, problems_);
        }
        const Vec2 result{inner.number(keys[0], range), inner.number(keys[1], range)};
        ok_ = ok_ && inner.ok();
        return result;
    }

    /// One of `names` (a JSON string), as its index; `fallback` when absent.
    [[nodiscard]] std::size_t choice(std::string_view key, std::span<const std::string_view> names,
                                     std::string_view what, std::optional<std::size_t> fallback) {
        const Json* value = find(key, !fallback);
        if (!value) {
            return fallback.value_or(0);
        }
        for (std::size_t i = 0; value->is_string() && i < names.size(); ++i) {
            if (value->get_ref<const std::string&>() == names[i]) {
                return i;
            }
        }
        std::string use;
        for (std::size_t i = 0; i < names.size(); ++i) {
            use += std::string(i == 0                  ? ""
                               : i + 1 == names.size() ? " or "
                                                       : ", ") +
                   "\"" + std::string(names[i]) + "\"";
        }
        fail(at(key), (value->is_string() ? quoteForMessage(value->get<std::string>())
                                          : describeJsonValue(*value)) +
                          " is not " + std::string(what) + ": use " + use);
        return fallback.value_or(0);
    }

    /// An integer in [low, high].
    [[nodiscard]] int integer(std::string_view key, int low, int high) {
        const Json* value = find(key, true);
        if (!value) {
            return low;
        }
        const std::optional<std::int64_t> v =
            value->is_number_integer() ? integerValue(*value) : std::nullopt;
        if (!v) {
            fail(at(key), "must be an integer, got " + describeJsonValue(*value));
            return low;
        }
        if (*v < low || *v > high) {
            fail(at(key), jsonValueText(*value) + " is outside [" + std::to_string(low) + ", " +
                              std::to_string(high) + "]");
            return low;
        }
        return static_cast<int>(*v);
    }

    void fail(const std::string& where, const std::string& what) {
        problems_.add(where.empty() ? path_ : where, what);
        ok_ = false;
    }

  private:
    [[nodiscard]] std::string at(std::string_view key) const {
        return path_ + "." + std::string(key);
    }

    const Json& object_;
    std::string path_;
    Problems& problems_;
    bool ok_ = true;
};

constexpr std::array<std::string_view, 2> moverKinds = {"blades", "slider"};
constexpr std::array<std::string_view, 2> turnNames = {"clockwise", "counterclockwise"};

void readBlades(ElementReader& in, Blades& blades) {
    blades.pivot = in.pair("pivot", pointKeys, anywhere);
    blades.arms = in.integer("arms", 1, 8);
    blades.length = in.number("length", sizeRange);
    blades.width = in.number("width", sizeRange);
    blades.period = in.number("period", periodRange);
    blades.phase = in.number("phase", anywhere, 0.0);
    blades.turn = in.choice("turn", turnNames, "a turn", 0) == 0 ? TurnSense::Clockwise
                                                                 : TurnSense::Counterclockwise;
}

void readSlider(ElementReader& in, Slider& slider) {
    slider.from = in.pair("from", pointKeys, anywhere);
    slider.to = in.pair("to", pointKeys, anywhere);
    slider.size = in.pair("size", sizeKeys, sizeRange);
    slider.period = in.number("period", periodRange);
    slider.phase = in.number("phase", fractionRange, 0.0);
}

/// One entry of "movers"; nullopt after reporting why not.
[[nodiscard]] std::optional<Mover> readMover(const Json& entry, const std::string& path,
                                             Problems& problems) {
    if (!entry.is_object()) {
        problems.add(path, "must be an object, got " + describeJsonValue(entry));
        return std::nullopt;
    }
    ElementReader in(entry, path, problems);
    const Json* kind = in.find("kind", false);
    if (!kind) {
        in.fail("", "missing required key 'kind' (\"blades\" or \"slider\")");
        return std::nullopt;
    }
    Mover mover;
    mover.kind = in.choice("kind", moverKinds, "a mover", std::nullopt) == 0 ? MoverKind::Blades
                                                                             : MoverKind::Slider;
    if (!in.ok()) {
        return std::nullopt; // without a kind, its keys mean nothing
    }
    if (mover.kind == MoverKind::Blades) {
        reportUnknownKeys(entry, path, bladesKeys, problems);
        readBlades(in, mover.blades);
    } else {
        reportUnknownKeys(entry, path, sliderKeys, problems);
        readSlider(in, mover.slider);
    }
    if (!in.ok()) {
        return std::nullopt;
    }
    return mover;
}

/// One entry of "teleports"; nullopt after reporting why not.
[[nodiscard]] std::optional<Teleport> readTeleport(const Json& entry, const std::string& path,
                                                   Problems& problems) {
    if (!entry.is_object()) {
        problems.add(path, "must be an object {\"from\": ..., \"to\": ...}, got " +
                               describeJsonValue(entry));
        return std::nullopt;
    }
    reportUnknownKeys(entry, path, teleportKeys, problems);
    ElementReader in(entry, path, problems);
    Teleport teleport;
    teleport.entry = in.pair("from", pointKeys, anywhere, &teleport.radius);
    teleport.exit = in.pair("to", pointKeys, anywhere);
    if (in.find("exitAngle", false)) {
        teleport.exitAngle = in.number("exitAngle", anywhere);
    }
    if (!in.ok()) {
        return std::nullopt;
    }
    return teleport;
}

/// Reads an array of elements with `read`, at most `limit` of them.
template <typename Element, typename Read>
[[nodiscard]] bool readArray(const Json& value, std::string_view key, bool format3,
                             std::size_t limit, std::vector<Element>& out, Problems& problems,
                             Read read) {
    const std::string name(key);
    if (!format3) {
        problems.add(name, "needs format " + quoteForMessage(levelFormat3));
        return false;
    }
    if (!value.is_array()) {
        problems.add(name, "must be an array, got " + describeJsonValue(value));
        return false;
    }
    if (value.size() > limit) {
        problems.add(name, std::to_string(value.size()) + " " + name + ", more than the limit of " +
                               std::to_string(limit));
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (std::optional<Element> element =
                read(value[i], name + "[" + std::to_string(i) + "]", problems)) {
            out.push_back(*element);
        } else {
            ok = false;
        }
    }
    return ok;
}

[[nodiscard]] bool insideLevel(const Level& level, Vec2 p) {
    return p.x >= 0 && p.y >= 0 && p.x <= level.width && p.y <= level.height;
}

[[nodiscard]] std::string levelSize(const Level& level) {
    return "(" + std::to_string(level.width) + " x " + std::to_string(level.height) + " tiles)";
}

void checkInside(const Level& level, const std::string& where, Vec2 p, Problems& problems) {
    if (!insideLevel(level, p)) {
        problems.add(where, formatPoint(p) + " is outside the level " + levelSize(level));
    }
}

void checkMover(const Level& level, std::size_t i, Problems& problems) {
    const Mover& mover = level.movers[i];
    const std::string path = "movers[" + std::to_string(i) + "]";
    if (mover.kind == MoverKind::Blades) {
        checkInside(level, path + ".pivot", mover.blades.pivot, problems);
    } else {
        checkInside(level, path + ".from", mover.slider.from, problems);
        checkInside(level, path + ".to", mover.slider.to, problems);
    }
    if (distanceToSweptRegion(mover, level.tee) < level.ballRadius) {
        problems.add(path, "the region it sweeps covers the ball on the tee at " +
                               formatPoint(level.tee));
    }
    if (distanceToSweptRegion(mover, level.cup) < level.cupRadius) {
        problems.add(path, "the region it sweeps covers the cup at " + formatPoint(level.cup));
    }
}

void checkTeleportFrom(const Level& level, std::size_t i, Problems& problems) {
    const Teleport& teleport = level.teleports[i];
    const std::string where = "teleports[" + std::to_string(i) + "].from";
    const Vec2 c = teleport.entry;
    if (!insideLevel(level, c)) {
        checkInside(level, where, c, problems);
    } else if (!discFitsOnFloor(level, c, centreClearance)) {
        problems.add(where, formatPoint(c) + " is not on open floor");
    }
    if (length(c - level.tee) < teleport.radius + level.ballRadius) {
        problems.add(where, "its disc overlaps the ball on the tee at " + formatPoint(level.tee));
    }
    if (length(c - level.cup) < teleport.radius + level.cupRadius) {
        problems.add(where, "its disc overlaps the cup at " + formatPoint(level.cup));
    }
    for (std::size_t m = 0; m < level.movers.size(); ++m) {
        if (distanceToSweptRegion(level.movers[m], c) < teleport.radius) {
            problems.add(where,
                         "its disc overlaps the region movers[" + std::to_string(m) + "] sweeps");
        }
    }
    for (std::size_t k = 0; k < i; ++k) {
        const Teleport& other = level.teleports[k];
        if (length(c - other.entry) < teleport.radius + other.radius) {
            problems.add(where, "its disc overlaps teleports[" + std::to_string(k) + "].from");
        }
    }
}

void checkTeleportTo(const Level& level, std::size_t i, Problems& problems) {
    const std::string where = "teleports[" + std::to_string(i) + "].to";
    const Vec2 to = level.teleports[i].exit;
    if (!insideLevel(level, to)) {
        checkInside(level, where, to, problems);
    } else if (!discFitsOnFloor(level, to, centreClearance)) {
        problems.add(where, formatPoint(to) + " is not on open floor");
    } else if (!discFitsOnFloor(level, to, level.ballRadius)) {
        problems.add(where, "a ball of radius " + formatNumber(level.ballRadius) + " at " +
                                formatPoint(to) + " overlaps a solid tile");
    } else if (level.touchesWater(to)) {
        problems.add(where, formatPoint(to) + " is on water");
    }
    for (std::size_t k = 0; k < level.teleports.size(); ++k) {
        // On the edge counts as inside: the ball would enter that disc at once.
        if (length(to - level.teleports[k].entry) <= level.teleports[k].radius) {
            problems.add(where,
                         formatPoint(to) + " is inside teleports[" + std::to_string(k) + "].from");
        }
    }
}

} // namespace

std::string formatPoint(Vec2 p) {
    return "(" + formatNumber(p.x) + ", " + formatNumber(p.y) + ")";
}

bool readMovers(const Json& value, bool format3, std::vector<Mover>& movers, Problems& problems) {
    return readArray(value, "movers", format3, maxMovers, movers, problems, readMover);
}

bool readTeleports(const Json& value, bool format3, std::vector<Teleport>& teleports,
                   Problems& problems) {
    return readArray(value, "teleports", format3, maxTeleports, teleports, problems, readTeleport);
}

void checkElements(const Level& level, Problems& problems) {
    for (std::size_t i = 0; i < level.movers.size(); ++i) {
        checkMover(level, i, problems);
    }
    for (std::size_t i = 0; i < level.teleports.size(); ++i) {
        checkTeleportFrom(level, i, problems);
        checkTeleportTo(level, i, problems);
    }
}

} // namespace golf
