#include "LevelSettings.hpp"

#include "golf/formats/number_text.hpp"

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace golf::game {

namespace {

template <double PhysicsParams::*field> double getPhysics(const Level& level) {
    return level.physics.*field;
}

template <double PhysicsParams::*field> void setPhysics(Level& level, double value) {
    level.physics.*field = value;
}

const std::array<LevelSetting, 13> settings = {{
    {"maxStrokes", "strokes", 1, true, [](const Level& l) { return double(l.maxStrokes); },
     [](Level& l, double v) {
         l.maxStrokes = static_cast<int>(v);
     }},
    {"ball.radius", "tiles", 0.01, false, [](const Level& l) { return l.ballRadius; },
     [](Level& l, double v) {
         l.ballRadius = v;
     }},
    {"cup.radius", "tiles", 0.01, false, [](const Level& l) { return l.cupRadius; },
     [](Level& l, double v) {
         l.cupRadius = v;
     }},
    {"physics.tickRate", "/s", 10, true, [](const Level& l) { return double(l.physics.tickRate); },
     [](Level& l, double v) {
         l.physics.tickRate = static_cast<int>(v);
     }},
    {"physics.rollingDeceleration", "tiles/s\u00b2", 0.1, false,
     getPhysics<&PhysicsParams::rollingDeceleration>,
     setPhysics<&PhysicsParams::rollingDeceleration>},
    {"physics.wallRestitution", "", 0.05, false, getPhysics<&PhysicsParams::wallRestitution>,
     setPhysics<&PhysicsParams::wallRestitution>},
    {"physics.ballRestitution", "", 0.05, false, getPhysics<&PhysicsParams::ballRestitution>,
     setPhysics<&PhysicsParams::ballRestitution>},
    {"physics.maxShotSpeed", "tiles/s", 0.5, false, getPhysics<&PhysicsParams::maxShotSpeed>,
     setPhysics<&PhysicsParams::maxShotSpeed>},
    {"physics.captureSpeed", "tiles/s", 0.1, false, getPhysics<&PhysicsParams::captureSpeed>,
     setPhysics<&PhysicsParams::captureSpeed>},
    {"physics.maxShotSeconds", "s", 5, false, getPhysics<&PhysicsParams::maxShotSeconds>,
     setPhysics<&PhysicsParams::maxShotSeconds>},
    {"physics.sandDeceleration", "tiles/s\u00b2", 0.5, false,
     getPhysics<&PhysicsParams::sandDeceleration>, setPhysics<&PhysicsParams::sandDeceleration>},
    {"physics.iceDeceleration", "tiles/s\u00b2", 0.1, false,
     getPhysics<&PhysicsParams::iceDeceleration>, setPhysics<&PhysicsParams::iceDeceleration>},
    {"physics.slopeAcceleration", "tiles/s\u00b2", 0.5, false,
     getPhysics<&PhysicsParams::slopeAcceleration>, setPhysics<&PhysicsParams::slopeAcceleration>},
}};

/// `value` with at most 12 significant digits, read back: a sum of steps without its
/// binary noise.
[[nodiscard]] double tidy(double value) {
    char text[40];
    std::snprintf(text, sizeof text, "%.12g", value);
    return std::strtod(text, nullptr);
}

} // namespace

std::span<const LevelSetting> levelSettings() {
    return settings;
}

std::string settingText(double value) {
    return formatNumber(value);
}

std::optional<double> parseSettingValue(std::string_view text) {
    while (!text.empty() && text.front() == ' ') {
        text.remove_prefix(1);
    }
    while (!text.empty() && text.back() == ' ') {
        text.remove_suffix(1);
    }
    if (text.empty() || text.size() > 30) {
        return std::nullopt;
    }
    const std::string copy(text);
    char* end = nullptr;
    const double value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size() || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

std::string changeSetting(LevelEdit& edit, std::size_t index, double value) {
    const LevelSetting& setting = settings.at(index);
    if (setting.whole && value != std::floor(value)) {
        return std::string(setting.key) + ": a whole number";
    }
    if (setting.whole && std::fabs(value) > 1e9) {
        return std::string(setting.key) + ": too large";
    }
    Level next = edit.level();
    setting.set(next, value);
    return edit.setSettings(next);
}

std::string stepSetting(LevelEdit& edit, std::size_t index, int steps) {
    const LevelSetting& setting = settings.at(index);
    const double now = setting.get(edit.level());
    const double stepped = tidy((std::round(now / setting.step) + steps) * setting.step);
    return changeSetting(edit, index, stepped);
}

std::string resetSetting(LevelEdit& edit, std::size_t index) {
    return changeSetting(edit, index, settings.at(index).get(Level{}));
}

} // namespace golf::game
