#include "LevelSettings.hpp"

#include "golf/formats/number_text.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace golf::game {

namespace {

/// The settings of the level itself, before the physics keys.
std::vector<LevelSetting> levelKeySettings() {
    const Level defaults;
    return {
        {"maxStrokes", "strokes", 1, true, static_cast<double>(defaults.maxStrokes),
         [](const Level& l) { return static_cast<double>(l.maxStrokes); },
         [](Level& l, double v) { l.maxStrokes = static_cast<int>(v); }, std::nullopt},
        {"ball.radius", "tiles", 0.01, false, defaults.ballRadius,
         [](const Level& l) { return l.ballRadius; }, [](Level& l, double v) { l.ballRadius = v; },
         std::nullopt},
        {"cup.radius", "tiles", 0.01, false, defaults.cupRadius,
         [](const Level& l) { return l.cupRadius; }, [](Level& l, double v) { l.cupRadius = v; },
         std::nullopt},
    };
}

/// `value` with at most 12 significant digits, read back: a sum of steps without its
/// binary noise.
[[nodiscard]] double tidy(double value) {
    char text[40];
    std::snprintf(text, sizeof text, "%.12g", value);
    return std::strtod(text, nullptr);
}

} // namespace

double LevelSetting::get(const Level& level) const {
    return parameter ? parameter->get(level.physics) : getLevel(level);
}

void LevelSetting::set(Level& level, double value) const {
    if (parameter) {
        parameter->set(level.physics, value);
    } else {
        setLevel(level, value);
    }
}

std::vector<LevelSetting> levelSettings(std::span<const PhysicsParameter> table) {
    std::vector<LevelSetting> result = levelKeySettings();
    for (const PhysicsParameter& row : table) {
        result.push_back({"physics." + std::string(row.name), row.unit, row.step,
                          row.type() == ParameterType::Integer, row.defaultValue, nullptr, nullptr,
                          row});
    }
    return result;
}

namespace {

/// The settings of the project's table, built once.
const std::vector<LevelSetting>& projectSettings() {
    static const std::vector<LevelSetting> settings = levelSettings(physicsParameters());
    return settings;
}

} // namespace

std::span<const LevelSetting> levelSettings() {
    return projectSettings();
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
    const LevelSetting& setting = projectSettings().at(index);
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
    const LevelSetting& setting = projectSettings().at(index);
    const double now = setting.get(edit.level());
    const double stepped = tidy((std::round(now / setting.step) + steps) * setting.step);
    return changeSetting(edit, index, stepped);
}

std::string resetSetting(LevelEdit& edit, std::size_t index) {
    return changeSetting(edit, index, projectSettings().at(index).fallback);
}

} // namespace golf::game
