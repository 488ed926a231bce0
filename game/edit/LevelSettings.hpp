#pragma once

/// \file
/// The editor's side panel model: the level's stroke limit, radii and physics keys, each with
/// its level-file key, its default and the step of one press; the physics keys, their units,
/// steps and defaults come from the physics table. The limits are the loader's (for the
/// physics keys, the table's ranges): a value is set through LevelEdit::setSettings, which
/// asks the loader.

#include "LevelEdit.hpp"
#include "golf/core/physics_table.hpp"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace golf::game {

/// One setting of the side panel: a key of the level itself (maxStrokes, the radii) or a row
/// of the physics table (golf/core/physics_table.hpp), whose unit, step and default it takes.
struct LevelSetting {
    std::string key;  ///< as in the level file: "maxStrokes", "physics.wallRestitution", ...
    const char* unit; ///< shown after the value ("tiles/s", "" for none)
    double step;      ///< what one press of Left/Right adds or takes away
    bool whole;       ///< an integer setting
    double fallback;  ///< the default, which Delete puts back
    double (*getLevel)(const Level&) = nullptr; ///< for a key of the level itself
    void (*setLevel)(Level&, double) = nullptr; ///< for a key of the level itself
    std::optional<PhysicsParameter> parameter;  ///< for a physics key

    /// The setting's value in `level`.
    [[nodiscard]] double get(const Level& level) const;
    /// Sets the value in `level`. Precondition: a whole setting gets a whole value.
    void set(Level& level, double value) const;
};

/// Every setting, in the order of docs/levels.md: maxStrokes, the radii, then the rows of the
/// project's physics table.
[[nodiscard]] std::span<const LevelSetting> levelSettings();

/// The settings with the physics keys of `table` (for tests that add a row).
[[nodiscard]] std::vector<LevelSetting> levelSettings(std::span<const PhysicsParameter> table);

/// The value of a setting as the level file would write it (shortest exact form).
[[nodiscard]] std::string settingText(double value);

/// A typed value: a finite number ("0.65", "1e-3"); nullopt otherwise.
[[nodiscard]] std::optional<double> parseSettingValue(std::string_view text);

/// Sets setting `index` of `edit`'s level to `value` (one undoable edit). Refused with a
/// reason when the setting is whole and `value` is not, or when the loader refuses it.
/// "" if done or nothing to do.
[[nodiscard]] std::string changeSetting(LevelEdit& edit, std::size_t index, double value);

/// Steps setting `index` by `steps` presses (negative: down), rounded to the step (0.8 + 0.05
/// is 0.85, not 0.8500000000000001). A step past the loader's limit is refused with the
/// loader's message. "" or why not.
[[nodiscard]] std::string stepSetting(LevelEdit& edit, std::size_t index, int steps);

/// Puts setting `index` back to its default. "" or why not.
[[nodiscard]] std::string resetSetting(LevelEdit& edit, std::size_t index);

} // namespace golf::game
