#pragma once

/// \file
/// World::runInline, a tick of the world, inline for the physics' own hot callers (world.cpp's
/// World::run and Match::step): a replay steps thousands of ticks a shot, and a call level less
/// a tick is a call, its frame and its saved registers less (issue 27, step37).

#include "golf/physics/world.hpp"
#include "tick_solver.hpp"

namespace golf {

inline const std::vector<Event>& World::runInline(double seconds, double base, std::int64_t ticks) {
    // clock(), spelled out: it is out of line in world.cpp, and Match::step is elsewhere.
    TickSolver solver(*level_, *boundary_, balls_, trajectories_, tickMemory_, ballCollisions_,
                      clockBase_ + static_cast<double>(clockTicks_) * tickSeconds_);
    const std::vector<Event>& events = solver.run(seconds);
    // The clock of the tick's end, before placeAfterTick: its pieces start there.
    clockBase_ = base;
    clockTicks_ = ticks;
    eventBoundTicks_ += solver.boundReached() ? 1 : 0;
    ++tick_;
    if (!placesAfterTick_) {
        return events; // grass everywhere, nothing moving: no water, no squeeze
    }
    return placeAfterTick(events);
}

} // namespace golf
