#pragma once

/// \file
/// The editor's element panel model: which element of level format 3 is selected (a mover, a
/// teleport, a special wall or gate tile), its keys as the level file names them (pivot, arms,
/// length, period, phase, path, exit angle, restitution, pass), and their edits, each one
/// undoable edit through LevelEdit::replaceChecked, so that the loader refuses a bad value.

#include "LevelEdit.hpp"

#include <cstddef>
#include <optional>
#include <span>
#include <string>

namespace golf::game {

/// The kinds of element the editor selects.
enum class ElementKind { Mover, Teleport, Wall, Gate };

/// A selected element: movers[index] or teleports[index]; for a special wall or a gate, the
/// tile (col, row) that holds it.
struct ElementRef {
    ElementKind kind = ElementKind::Mover;
    std::size_t index = 0;
    int col = 0;
    int row = 0;
    friend bool operator==(const ElementRef&, const ElementRef&) = default;
};

/// The mover or teleport with the handle nearest `point` within `reach` tiles (a windmill's
/// pivot, a slider's from or to, a teleport's entry or exit; at equal distances a mover before
/// a teleport, a later one before an earlier one: the one drawn on top).
[[nodiscard]] std::optional<ElementRef> nearestHandle(const Level& level, Vec2 point, double reach);

/// What a click at `point` selects: nearestHandle within `reach`, else the special wall or gate
/// of the tile under it; nullopt for none.
[[nodiscard]] std::optional<ElementRef> elementAt(const Level& level, Vec2 point, double reach);

/// True if `ref` still names an element of `level` (an undo may take it away).
[[nodiscard]] bool elementExists(const Level& level, const ElementRef& ref);

/// The element's name for the panel and the status bar: "windmill 1", "slider 2", "teleport 1",
/// "bumper '*'" (a wall above the level's wallRestitution), "dead wall '%'", "wall '#'"
/// (equal), "gate 'r'". Precondition: elementExists.
[[nodiscard]] std::string elementName(const Level& level, const ElementRef& ref);

/// One key of a selected element.
struct ElementField {
    const char* key;  ///< as in the level file: "pivot.x", "arms", "exitAngle", ...
    const char* unit; ///< shown after the value ("tiles", "s", "°", "" for none)
    double step;      ///< what one press of Left/Right adds or takes away
    bool whole;       ///< an integer key
    /// Values wrap into [0, wrap) when stepped (0: no wrap): angles, a slider's phase.
    double wrap;
    /// What Delete puts back; nullopt: no default (a position), or, for exitAngle, the key
    /// left out (the direction kept).
    std::optional<double> fallback;
};

/// The keys of the element `ref`, in the panel's order. Precondition: elementExists.
[[nodiscard]] std::span<const ElementField> elementFields(const Level& level,
                                                          const ElementRef& ref);

/// The value of key `field` of the element (nullopt: left out, as an exitAngle).
[[nodiscard]] std::optional<double> elementValue(const Level& level, const ElementRef& ref,
                                                 std::size_t field);

/// The value as the panel shows it: a number as the level file writes it, "clockwise" or
/// "counterclockwise" for `turn`, "none" for a key left out.
[[nodiscard]] std::string elementValueText(const Level& level, const ElementRef& ref,
                                           std::size_t field);

/// Sets key `field` of the element to `value` (nullopt: leaves the key out, where it may be) as
/// one undoable edit. Refused with a reason when the key is whole and the value is not, or with
/// the loader's message; "" if done or nothing to do.
[[nodiscard]] std::string changeElement(LevelEdit& edit, const ElementRef& ref, std::size_t field,
                                        std::optional<double> value);

/// Steps key `field` by `steps` presses (negative: down), rounded to the step and wrapped where
/// the key wraps; a key left out starts from 0. "" or why not.
[[nodiscard]] std::string stepElement(LevelEdit& edit, const ElementRef& ref, std::size_t field,
                                      int steps);

/// Puts key `field` back to its default (exitAngle: left out). "" or why not.
[[nodiscard]] std::string resetElement(LevelEdit& edit, const ElementRef& ref, std::size_t field);

} // namespace golf::game
