#include "golf/core/level.hpp"

#include "golf/core/constants.hpp"
#include "golf/core/geometry.hpp"

#include <cmath>

namespace golf {

namespace {} // namespace

bool discFitsOnFloor(const Level& level, Vec2 centre, double radius) {
    if (!(centre.x >= 0 && centre.y >= 0 && centre.x <= level.width && centre.y <= level.height)) {
        return false; // outside the grid (or NaN): everything there is solid
    }
    const int col0 = static_cast<int>(std::floor(centre.x - radius)) - 1;
    const int col1 = static_cast<int>(std::floor(centre.x + radius)) + 1;
    const int row0 = static_cast<int>(std::floor(centre.y - radius)) - 1;
    const int row1 = static_cast<int>(std::floor(centre.y + radius)) + 1;
    for (int row = row0; row <= row1; ++row) {
        for (int col = col0; col <= col1; ++col) {
            const auto polygon = solidPolygon(level.at(col, row), col, row);
            if (!polygon.empty() && distanceToPolygon(centre, polygon) < radius - touchTolerance) {
                return false;
            }
        }
    }
    return true;
}

} // namespace golf
