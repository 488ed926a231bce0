#include "golf/online/hole_elements.hpp"

#include "golf/core/mover_motion.hpp"
#include "golf/core/tile.hpp"

#include <cmath>
#include <cstddef>
#include <string>

namespace golf::online {

namespace {

/// A number rounded to 1e-4 (a tenth of a pixel at 1000 pixels a tile), as the paths' points.
double elementRounded(double value) {
    return std::round(value * 1e4) / 1e4;
}

JsonValue elementPoint(Vec2 p) {
    return JsonValue::array({elementRounded(p.x), elementRounded(p.y)});
}

/// The per-tile tables (wallIndex, gateIndex) as {"col","row",...} entries made by `entry`.
template <typename Entry>
JsonValue tileEntries(const Level& level, const std::vector<std::uint8_t>& index, Entry entry) {
    JsonValue list = JsonValue::array();
    if (index.empty()) {
        return list;
    }
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const std::uint8_t k =
                index[static_cast<std::size_t>(row) * static_cast<std::size_t>(level.width) +
                      static_cast<std::size_t>(col)];
            if (k != 0) {
                JsonValue item = JsonValue::object({{"col", col}, {"row", row}});
                entry(item, static_cast<std::size_t>(k - 1U), col, row);
                list.push(std::move(item));
            }
        }
    }
    return list;
}

JsonValue moverShape(const Mover& mover) {
    if (mover.kind == MoverKind::Blades) {
        const Blades& b = mover.blades;
        return JsonValue::object({{"kind", "blades"},
                                  {"pivot", elementPoint(b.pivot)},
                                  {"arms", b.arms},
                                  {"length", elementRounded(b.length)},
                                  {"width", elementRounded(b.width)}});
    }
    const Slider& s = mover.slider;
    return JsonValue::object({{"kind", "slider"},
                              {"from", elementPoint(s.from)},
                              {"to", elementPoint(s.to)},
                              {"size", elementPoint(s.size)}});
}

} // namespace

JsonValue levelElements(const Level& level) {
    if (!level.usesFormat3()) {
        return JsonValue();
    }
    JsonValue walls = tileEntries(
        level, level.wallIndex, [&level](JsonValue& item, std::size_t k, int col, int row) {
            item.set("shape", std::string(1, tileToChar(level.at(col, row))));
            item.set("restitution", level.specialWalls[k].restitution);
        });
    JsonValue gates =
        tileEntries(level, level.gateIndex, [&level](JsonValue& item, std::size_t k, int, int) {
            item.set("pass", level.gates[k].pass);
        });
    JsonValue teleports = JsonValue::array();
    for (const Teleport& teleport : level.teleports) {
        JsonValue item = JsonValue::object({{"entry", elementPoint(teleport.entry)},
                                            {"radius", elementRounded(teleport.radius)},
                                            {"exit", elementPoint(teleport.exit)}});
        if (teleport.exitAngle) {
            item.set("exitAngle", *teleport.exitAngle);
        }
        teleports.push(std::move(item));
    }
    JsonValue movers = JsonValue::array();
    for (const Mover& mover : level.movers) {
        movers.push(moverShape(mover));
    }
    return JsonValue::object({{"walls", std::move(walls)},
                              {"gates", std::move(gates)},
                              {"teleports", std::move(teleports)},
                              {"movers", std::move(movers)}});
}

JsonValue moverPoses(const Level& level, double clock) {
    JsonValue poses = JsonValue::array();
    for (const Mover& mover : level.movers) {
        if (mover.kind == MoverKind::Blades) {
            const Blades& b = mover.blades;
            JsonValue tips = JsonValue::array();
            for (int arm = 0; arm < b.arms; ++arm) {
                tips.push(elementPoint(b.pivot + armDirection(b, arm, clock) * b.length));
            }
            poses.push(JsonValue::object({{"tips", std::move(tips)}}));
        } else {
            poses.push(
                JsonValue::object({{"centre", elementPoint(sliderCentre(mover.slider, clock))}}));
        }
    }
    return poses;
}

} // namespace golf::online
