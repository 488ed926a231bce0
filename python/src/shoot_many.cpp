// minigolf._shoot_many: many independent one-ball shots, each from a resting point, spread
// over threads with the GIL released. Every shot writes its own slot, so the results do not
// depend on the number of threads.

#include "bindings.hpp"
#include "golf/analysis/worker_threads.hpp"
#include "golf/physics/match.hpp"
#include "shot_play.hpp"

#include <atomic>
#include <cmath>
#include <limits>
#include <new>
#include <pybind11/numpy.h>

namespace golf::python {

namespace {

using InArray = py::array_t<double, py::array::c_style | py::array::forcecast>;

/// Where one shot ended, or why it was not played.
struct ShotEnd {
    double x = std::numeric_limits<double>::quiet_NaN();
    double y = std::numeric_limits<double>::quiet_NaN();
    bool holed = false;
    std::int64_t ticks = 0;
    int strokes = 0;
    std::string error;
};

/// The inputs of a batch, copied out of the arrays before the GIL is released.
struct Batch {
    std::vector<double> x, y, angle, speed;
};

ShotEnd playOne(const Match& prototype, const Batch& batch, std::size_t i) {
    ShotEnd end;
    Match match = prototype; // shares the level and its boundary: copies the ball only
    if (std::string error = match.setup(0, {batch.x[i], batch.y[i]}); !error.empty()) {
        end.error = error;
        return end;
    }
    const Shot shot = angleShot(0, batch.angle[i], batch.speed[i]);
    Vec2 played;
    if (std::string error = prepareShot(match, shot, played); !error.empty()) {
        end.error = error;
        return end;
    }
    const ShotReport report = playShot(match, shot, played, 0);
    const Ball& ball = match.world().balls()[0];
    if (ball.inPlay) {
        end.x = ball.position.x;
        end.y = ball.position.y;
    } else if (report.shooter.holed) {
        end.x = match.level().cup.x;
        end.y = match.level().cup.y;
    }
    end.holed = report.shooter.holed;
    end.ticks = report.ticks;
    end.strokes = report.shooter.strokes;
    return end;
}

/// Plays every shot of `batch` on `threads` threads; ends[i] is shot i's.
void playAll(const Level& level, const Batch& batch, int threads, std::vector<ShotEnd>& ends) {
    const Match prototype(level, 1);
    std::atomic<std::size_t> next{0};
    constexpr std::size_t chunk = 16; // shots taken at a time: few atomic operations
    const auto work = [&] {
        for (;;) {
            const std::size_t first = next.fetch_add(chunk);
            if (first >= ends.size()) {
                return;
            }
            const std::size_t last = std::min(ends.size(), first + chunk);
            for (std::size_t i = first; i < last; ++i) {
                try {
                    ends[i] = playOne(prototype, batch, i);
                } catch (const std::bad_alloc&) {
                    ends[i].error = "out of memory";
                }
            }
        }
    };
    const std::size_t count =
        std::min<std::size_t>(static_cast<std::size_t>(threads), (ends.size() + chunk - 1) / chunk);
    // Chunks are taken one at a time, so the threads started share the work whatever their
    // number; the calling thread works too.
    WorkerThreads workers(count > 0 ? count - 1 : 0, [&](std::size_t) { work(); });
    work();
    workers.join();
}

std::vector<double> values(const InArray& array, const char* name, py::ssize_t size) {
    if (array.ndim() != 1 || array.shape(0) != size) {
        throw py::value_error(std::string(name) + " must be a 1-D array of " +
                              std::to_string(size) + " values");
    }
    return {array.data(), array.data() + size};
}

py::dict shootMany(const py::handle& levelArg, const InArray& x, const InArray& y,
                   const InArray& angles, const InArray& speeds, int threads) {
    const LevelHandle level = levelArgument(levelArg);
    const py::ssize_t size = angles.ndim() == 1 ? angles.shape(0) : -1;
    Batch batch{values(x, "x", size), values(y, "y", size), values(angles, "angles", size),
                values(speeds, "speeds", size)};
    std::vector<ShotEnd> ends(static_cast<std::size_t>(size));
    const int workers = threadCount(threads);
    {
        py::gil_scoped_release release;
        playAll(*level.level, batch, workers, ends);
    }
    py::array_t<double> outX(size), outY(size);
    py::array_t<bool> holed(size);
    py::array_t<std::int64_t> ticks(size);
    py::array_t<std::int32_t> strokes(size);
    for (std::size_t i = 0; i < ends.size(); ++i) {
        if (!ends[i].error.empty()) {
            throw py::value_error("shot " + std::to_string(i) + " from (" +
                                  std::to_string(batch.x[i]) + ", " + std::to_string(batch.y[i]) +
                                  "): " + ends[i].error);
        }
        const auto k = static_cast<py::ssize_t>(i);
        outX.mutable_at(k) = ends[i].x;
        outY.mutable_at(k) = ends[i].y;
        holed.mutable_at(k) = ends[i].holed;
        ticks.mutable_at(k) = ends[i].ticks;
        strokes.mutable_at(k) = ends[i].strokes;
    }
    py::dict out;
    out["x"] = outX;
    out["y"] = outY;
    out["holed"] = holed;
    out["ticks"] = ticks;
    out["strokes"] = strokes;
    return out;
}

} // namespace

void addShootMany(py::module_& m) {
    m.def("_shoot_many", &shootMany, py::arg("level"), py::arg("x"), py::arg("y"),
          py::arg("angles"), py::arg("speeds"), py::arg("threads") = 0,
          "minigolf.shoot_many without broadcasting: 1-D float64 arrays of one length.");
}

} // namespace golf::python
