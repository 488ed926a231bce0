#include "golf/core/turn_trig.hpp"

namespace golf {

double sinTurns(double turns) {
    return directionOfTurns(turns).y;
}

double cosTurns(double turns) {
    return directionOfTurns(turns).x;
}

} // namespace golf
