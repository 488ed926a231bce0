#pragma once

// Movers for the tests' levels (golf/core/level.hpp's Mover), built from their parts.

#include "golf/core/mover.hpp"

namespace golf::test {

/// A windmill mover of `blades`.
inline Mover asMover(const Blades& blades) {
    Mover m;
    m.kind = MoverKind::Blades;
    m.blades = blades;
    return m;
}

/// A slider mover of `slider`.
inline Mover asMover(const Slider& slider) {
    Mover m;
    m.kind = MoverKind::Slider;
    m.slider = slider;
    return m;
}

/// A slider of a box `size` (tiles) going from `from` to `to` and back every `period` seconds.
inline Mover sliderMover(Vec2 from, Vec2 to, Vec2 size, double period) {
    return asMover(Slider{.from = from, .to = to, .size = size, .period = period});
}

} // namespace golf::test
