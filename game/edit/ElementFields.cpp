#include "ElementFields.hpp"

#include "SpecialTiles.hpp"
#include "golf/formats/number_text.hpp"

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <utility>

namespace golf::game {

namespace {

/// How a key is read from and written to the level.
struct FieldAccess {
    std::optional<double> (*get)(const Level&, const ElementRef&);
    void (*set)(Level&, const ElementRef&, std::optional<double>);
};

Blades& bladesOf(Level& l, const ElementRef& r) {
    return l.movers[r.index].blades;
}
const Blades& bladesOf(const Level& l, const ElementRef& r) {
    return l.movers[r.index].blades;
}
Slider& sliderOf(Level& l, const ElementRef& r) {
    return l.movers[r.index].slider;
}
const Slider& sliderOf(const Level& l, const ElementRef& r) {
    return l.movers[r.index].slider;
}

/// A key that is a double member reached by `member` (a lambda returning a reference).
#define GOLF_FIELD(OF, EXPR)                                                                       \
    FieldAccess {                                                                                  \
        [](const Level& l, const ElementRef& r) -> std::optional<double> {                         \
            return OF(l, r).EXPR;                                                                  \
        },                                                                                         \
            [](Level& l, const ElementRef& r, std::optional<double> v) {                           \
                OF(l, r).EXPR = *v;                                                                \
            }                                                                                      \
    }

constexpr std::array bladesFields{
    ElementField{"pivot.x", "tiles", 0.5, false, 0, std::nullopt},
    ElementField{"pivot.y", "tiles", 0.5, false, 0, std::nullopt},
    ElementField{"arms", "", 1, true, 0, 4.0},
    ElementField{"length", "tiles", 0.1, false, 0, 1.4},
    ElementField{"width", "tiles", 0.02, false, 0, 0.16},
    ElementField{"period", "s", 0.5, false, 0, 4.0},
    ElementField{"phase", "\u00b0", 15, false, 360, 0.0},
    ElementField{"turn", "", 1, true, 2, 0.0},
};
const std::array<FieldAccess, bladesFields.size()> bladesAccess{
    GOLF_FIELD(bladesOf, pivot.x),
    GOLF_FIELD(bladesOf, pivot.y),
    FieldAccess{[](const Level& l, const ElementRef& r) -> std::optional<double> {
                    return bladesOf(l, r).arms;
                },
                [](Level& l, const ElementRef& r, std::optional<double> v) {
                    bladesOf(l, r).arms = static_cast<int>(*v);
                }},
    GOLF_FIELD(bladesOf, length),
    GOLF_FIELD(bladesOf, width),
    GOLF_FIELD(bladesOf, period),
    GOLF_FIELD(bladesOf, phase),
    FieldAccess{[](const Level& l, const ElementRef& r) -> std::optional<double> {
                    return bladesOf(l, r).turn == TurnSense::Clockwise ? 0.0 : 1.0;
                },
                [](Level& l, const ElementRef& r, std::optional<double> v) {
                    bladesOf(l, r).turn =
                        *v == 0 ? TurnSense::Clockwise : TurnSense::Counterclockwise;
                }},
};

constexpr std::array sliderFields{
    ElementField{"from.x", "tiles", 0.5, false, 0, std::nullopt},
    ElementField{"from.y", "tiles", 0.5, false, 0, std::nullopt},
    ElementField{"to.x", "tiles", 0.5, false, 0, std::nullopt},
    ElementField{"to.y", "tiles", 0.5, false, 0, std::nullopt},
    ElementField{"size.w", "tiles", 0.1, false, 0, 1.0},
    ElementField{"size.h", "tiles", 0.1, false, 0, 0.5},
    ElementField{"period", "s", 0.5, false, 0, 3.0},
    ElementField{"phase", "", 0.05, false, 1, 0.0},
};
const std::array<FieldAccess, sliderFields.size()> sliderAccess{
    GOLF_FIELD(sliderOf, from.x), GOLF_FIELD(sliderOf, from.y), GOLF_FIELD(sliderOf, to.x),
    GOLF_FIELD(sliderOf, to.y),   GOLF_FIELD(sliderOf, size.x), GOLF_FIELD(sliderOf, size.y),
    GOLF_FIELD(sliderOf, period), GOLF_FIELD(sliderOf, phase),
};

Teleport& teleportOf(Level& l, const ElementRef& r) {
    return l.teleports[r.index];
}
const Teleport& teleportOf(const Level& l, const ElementRef& r) {
    return l.teleports[r.index];
}

constexpr std::array teleportFields{
    ElementField{"from.x", "tiles", 0.5, false, 0, std::nullopt},
    ElementField{"from.y", "tiles", 0.5, false, 0, std::nullopt},
    ElementField{"from.radius", "tiles", 0.05, false, 0, 0.35},
    ElementField{"to.x", "tiles", 0.5, false, 0, std::nullopt},
    ElementField{"to.y", "tiles", 0.5, false, 0, std::nullopt},
    ElementField{"exitAngle", "\u00b0", 15, false, 360, std::nullopt},
};
/// The index of exitAngle: the one key that may be left out.
constexpr std::size_t exitAngleField = 5;
const std::array<FieldAccess, teleportFields.size()> teleportAccess{
    GOLF_FIELD(teleportOf, entry.x),
    GOLF_FIELD(teleportOf, entry.y),
    GOLF_FIELD(teleportOf, radius),
    GOLF_FIELD(teleportOf, exit.x),
    GOLF_FIELD(teleportOf, exit.y),
    FieldAccess{[](const Level& l, const ElementRef& r) { return teleportOf(l, r).exitAngle; },
                [](Level& l, const ElementRef& r, std::optional<double> v) {
                    teleportOf(l, r).exitAngle = v;
                }},
};

#undef GOLF_FIELD

constexpr std::array wallFields{
    ElementField{"restitution", "", 0.05, false, 0, std::nullopt},
};
const std::array<FieldAccess, 1> wallAccess{
    FieldAccess{[](const Level& l, const ElementRef& r) -> std::optional<double> {
                    return l.specialWalls[wallEntryAt(l, r.col, r.row) - 1].restitution;
                },
                // Every tile of the legend entry shares it.
                [](Level& l, const ElementRef& r, std::optional<double> v) {
                    l.specialWalls[wallEntryAt(l, r.col, r.row) - 1].restitution = *v;
                }},
};

constexpr std::array gateFields{
    ElementField{"pass", "\u00b0", 90, true, 360, std::nullopt},
};
const std::array<FieldAccess, 1> gateAccess{
    FieldAccess{[](const Level& l, const ElementRef& r) -> std::optional<double> {
                    return l.gates[gateEntryAt(l, r.col, r.row) - 1].pass;
                },
                // This tile only: it takes the legend entry of its new direction.
                [](Level& l, const ElementRef& r, std::optional<double> v) {
                    setGateTile(l, r.col, r.row, static_cast<int>(*v));
                }},
};

[[nodiscard]] std::span<const FieldAccess> accessOf(const Level& level, const ElementRef& ref) {
    switch (ref.kind) {
    case ElementKind::Mover:
        return level.movers[ref.index].kind == MoverKind::Blades
                   ? std::span<const FieldAccess>(bladesAccess)
                   : std::span<const FieldAccess>(sliderAccess);
    case ElementKind::Teleport:
        return teleportAccess;
    case ElementKind::Wall:
        return wallAccess;
    case ElementKind::Gate:
        return gateAccess;
    }
    return {};
}

/// `value` with at most 12 significant digits, read back: a sum of steps without its binary
/// noise (as the settings panel's steps).
[[nodiscard]] double tidyStep(double value) {
    char text[40];
    std::snprintf(text, sizeof text, "%.12g", value);
    return std::strtod(text, nullptr);
}

[[nodiscard]] int moverNumber(const Level& level, const ElementRef& ref) {
    int number = 0;
    const MoverKind kind = level.movers[ref.index].kind;
    for (std::size_t i = 0; i <= ref.index; ++i) {
        number += level.movers[i].kind == kind ? 1 : 0;
    }
    return number;
}

} // namespace

std::optional<ElementRef> nearestHandle(const Level& level, Vec2 point, double reach) {
    // The nearest handle wins; `<=` lets a later element (drawn over the earlier) win a tie.
    double best = reach;
    std::optional<ElementRef> found;
    const auto consider = [&](Vec2 handle, std::size_t index, ElementKind kind) {
        const double distance = length(handle - point);
        if (distance <= best) {
            best = distance;
            found = ElementRef{.kind = kind, .index = index};
        }
    };
    // Teleports first: a mover, drawn over them, wins a tie.
    for (std::size_t i = 0; i < level.teleports.size(); ++i) {
        consider(level.teleports[i].entry, i, ElementKind::Teleport);
        consider(level.teleports[i].exit, i, ElementKind::Teleport);
    }
    for (std::size_t i = 0; i < level.movers.size(); ++i) {
        const Mover& m = level.movers[i];
        if (m.kind == MoverKind::Blades) {
            consider(m.blades.pivot, i, ElementKind::Mover);
        } else {
            consider(m.slider.from, i, ElementKind::Mover);
            consider(m.slider.to, i, ElementKind::Mover);
        }
    }
    return found;
}

std::optional<ElementRef> elementAt(const Level& level, Vec2 point, double reach) {
    if (auto handle = nearestHandle(level, point, reach)) {
        return handle;
    }
    const auto [col, row] = tileUnder(point);
    if (col < 0 || row < 0 || col >= level.width || row >= level.height) {
        return std::nullopt;
    }
    if (wallEntryAt(level, col, row) != 0) {
        return ElementRef{.kind = ElementKind::Wall, .index = 0, .col = col, .row = row};
    }
    if (gateEntryAt(level, col, row) != 0) {
        return ElementRef{.kind = ElementKind::Gate, .index = 0, .col = col, .row = row};
    }
    return std::nullopt;
}

bool elementExists(const Level& level, const ElementRef& ref) {
    const bool inGrid =
        ref.col >= 0 && ref.row >= 0 && ref.col < level.width && ref.row < level.height;
    switch (ref.kind) {
    case ElementKind::Mover:
        return ref.index < level.movers.size();
    case ElementKind::Teleport:
        return ref.index < level.teleports.size();
    case ElementKind::Wall:
        return inGrid && wallEntryAt(level, ref.col, ref.row) != 0;
    case ElementKind::Gate:
        return inGrid && gateEntryAt(level, ref.col, ref.row) != 0;
    }
    return false;
}

std::string elementName(const Level& level, const ElementRef& ref) {
    switch (ref.kind) {
    case ElementKind::Mover:
        return std::string(level.movers[ref.index].kind == MoverKind::Blades ? "windmill "
                                                                             : "slider ") +
               std::to_string(moverNumber(level, ref));
    case ElementKind::Teleport:
        return "teleport " + std::to_string(ref.index + 1);
    case ElementKind::Wall: {
        const SpecialWall& wall = level.specialWalls[wallEntryAt(level, ref.col, ref.row) - 1];
        const double plain = level.physics.wallRestitution;
        const char* what = wall.restitution > plain   ? "bumper '"
                           : wall.restitution < plain ? "dead wall '"
                                                      : "wall '";
        return what + std::string(1, wall.symbol) + "'";
    }
    case ElementKind::Gate:
        return "gate '" +
               std::string(1, level.gates[gateEntryAt(level, ref.col, ref.row) - 1].symbol) + "'";
    }
    return {};
}

std::span<const ElementField> elementFields(const Level& level, const ElementRef& ref) {
    switch (ref.kind) {
    case ElementKind::Mover:
        return level.movers[ref.index].kind == MoverKind::Blades
                   ? std::span<const ElementField>(bladesFields)
                   : std::span<const ElementField>(sliderFields);
    case ElementKind::Teleport:
        return teleportFields;
    case ElementKind::Wall:
        return wallFields;
    case ElementKind::Gate:
        return gateFields;
    }
    return {};
}

std::optional<double> elementValue(const Level& level, const ElementRef& ref, std::size_t field) {
    return accessOf(level, ref)[field].get(level, ref);
}

std::string elementValueText(const Level& level, const ElementRef& ref, std::size_t field) {
    const std::optional<double> value = elementValue(level, ref, field);
    if (!value) {
        return "none";
    }
    if (ref.kind == ElementKind::Mover && level.movers[ref.index].kind == MoverKind::Blades &&
        std::string_view(bladesFields[field].key) == "turn") {
        return *value == 0 ? "clockwise" : "counterclockwise";
    }
    return formatNumber(*value);
}

std::string changeElement(LevelEdit& edit, const ElementRef& ref, std::size_t field,
                          std::optional<double> value) {
    const ElementField& key = elementFields(edit.level(), ref)[field];
    const bool isExitAngle = ref.kind == ElementKind::Teleport && field == exitAngleField;
    if (!value && !isExitAngle) {
        return std::string(key.key) + " has no default";
    }
    if (value && key.whole && *value != std::floor(*value)) {
        return std::string(key.key) + ": a whole number";
    }
    if (value && key.whole && std::fabs(*value) > 1e9) {
        return std::string(key.key) + ": too large";
    }
    if (value && ref.kind == ElementKind::Gate) {
        const int pass = static_cast<int>(*value);
        if (pass != 0 && pass != 90 && pass != 180 && pass != 270) {
            return "pass: 0, 90, 180 or 270";
        }
    }
    Level next = edit.level();
    accessOf(next, ref)[field].set(next, ref, value);
    return edit.replaceChecked(std::move(next));
}

std::string stepElement(LevelEdit& edit, const ElementRef& ref, std::size_t field, int steps) {
    const ElementField& key = elementFields(edit.level(), ref)[field];
    const double now = elementValue(edit.level(), ref, field).value_or(0);
    double stepped = tidyStep((std::round(now / key.step) + steps) * key.step);
    if (key.wrap > 0) {
        stepped = tidyStep(stepped - key.wrap * std::floor(stepped / key.wrap));
    }
    return changeElement(edit, ref, field, stepped);
}

std::string resetElement(LevelEdit& edit, const ElementRef& ref, std::size_t field) {
    return changeElement(edit, ref, field, elementFields(edit.level(), ref)[field].fallback);
}

} // namespace golf::game
