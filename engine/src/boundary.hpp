#pragma once
// Placeholder: the solid boundary of a level (filled in by the physics core).
#include "golf/level.hpp"
namespace golf {
class Boundary {
  public:
    explicit Boundary(const Level&) {}
};
} // namespace golf
