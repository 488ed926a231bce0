// minigolf.solve and minigolf.rate: the shot search of `golf solve` and the rating of
// `golf rate`, with the commands' options and results, the GIL released while they run.

#include "bindings.hpp"
#include "golf/analysis/rating.hpp"
#include "golf/analysis/shot_search.hpp"

#include <algorithm>
#include <pybind11/stl.h>
#include <thread>
#include <vector>

namespace golf::python {

namespace {

/// The commands' default threads: the cores, at most 4.
int searchThreads(int threads) {
    return threads > 0 ? threads
                       : static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
}

py::dict searchedShotDict(const SearchedShot& shot) {
    py::dict d;
    d["angle"] = shot.angle;
    d["speed"] = shot.speed;
    d["vx"] = shot.velocity.x;
    d["vy"] = shot.velocity.y;
    d["wait"] = shot.wait;
    d["at"] = shot.at ? py::cast(*shot.at) : py::none();
    return d;
}

py::dict solve(const py::handle& levelArg, int maxStrokes, std::int64_t budget, int angles,
               int speeds, int beam, int waits, int threads) {
    const LevelHandle level = levelArgument(levelArg);
    ShotSearchOptions options;
    options.maxStrokes = maxStrokes;
    options.tickBudget = budget;
    options.angles = angles;
    options.speeds = speeds;
    options.beamWidth = beam;
    options.waits = waits;
    options.threads = searchThreads(threads);
    if (maxStrokes < 0 || budget < 1 || angles < 1 || speeds < 1 || beam < 1 || waits < 1 ||
        waits > 64) {
        throw py::value_error("solve: max_strokes >= 0, budget, angles, speeds and beam >= 1, "
                              "waits in 1..64");
    }
    ShotSearchResult result;
    {
        py::gil_scoped_release release;
        result = searchShots(*level.level, options);
    }
    if (!result.problem.empty()) {
        throw py::value_error(level.path + ": " + result.problem);
    }
    py::list shots;
    for (const SearchedShot& shot : result.shots) {
        shots.append(searchedShotDict(shot));
    }
    py::dict d;
    d["holed"] = result.holed;
    d["strokes"] = result.holed ? py::cast(result.shots.size()) : py::none();
    d["par"] = level.level->par;
    d["maxStrokes"] = result.maxStrokes;
    d["shots"] = shots;
    d["shotsSimulated"] = result.shotsSimulated;
    d["ticksSimulated"] = result.ticksSimulated;
    d["shotsShared"] = result.shotsShared; // of shotsSimulated: shared between waits (movers)
    d["ticksShared"] = result.ticksShared;
    d["budgetExhausted"] = result.budgetExhausted;
    return d;
}

py::dict rate(const py::handle& levelArg, int samples, std::uint64_t seed, double angleSigma,
              double speedSigma, double parShare, int minPar, double timingSigma, int angles,
              int speeds, int waits, int threads) {
    const LevelHandle level = levelArgument(levelArg);
    if (samples < 1 || angleSigma < 0 || speedSigma < 0 || !(parShare > 0 && parShare <= 1) ||
        minPar < 1 || timingSigma < 0 || angles < 0 || speeds < 0 || waits < 0 || waits > 64) {
        throw py::value_error("rate: an option is out of its range (docs/tools.md, golf rate)");
    }
    RatingOptions options;
    options.samples = samples;
    options.seed = seed;
    options.angleSigmaDegrees = angleSigma;
    options.speedSigmaFraction = speedSigma;
    options.parSuccessShare = parShare;
    options.minPar = minPar;
    options.timingSigmaSeconds = timingSigma;
    options.threads = searchThreads(threads);
    // As `golf rate --angles/--speeds/--waits`: one value for the search and the re-plans.
    if (angles > 0) {
        options.search.angles = options.plan.angles = angles;
    }
    if (speeds > 0) {
        options.search.speeds = options.plan.speeds = speeds;
    }
    if (waits > 0) {
        options.search.waits = options.plan.waits = waits;
    }
    LevelRating rating;
    {
        py::gil_scoped_release release;
        rating = rateLevel(*level.level, options);
    }
    if (!rating.problem.empty()) {
        throw py::value_error(level.path + ": " + rating.problem);
    }
    // The keys and values of `golf rate --json`.
    py::dict d;
    d["bestStrokes"] = rating.bestStrokes ? py::cast(*rating.bestStrokes) : py::none();
    d["declaredPar"] = level.level->par;
    d["level"] = level.path;
    d["name"] = level.level->name;
    d["parCertain"] = rating.parCertain;
    d["parLeans"] = rating.parLeans;
    d["parLow"] = rating.parLow;
    d["parLowInterval"] =
        py::cast(std::vector<double>{rating.parLowInterval.low, rating.parLowInterval.high});
    d["parLowRate"] = rating.parLowRate;
    d["samples"] = rating.samples;
    d["seed"] = seed;
    d["successInterval"] = py::cast(std::vector<double>{rating.successLow, rating.successHigh});
    d["successRate"] = rating.successRate;
    d["suggestedPar"] = rating.suggestedPar;
    d["ticks"] = rating.ticksSimulated;
    d["sampleStrokes"] = py::cast(rating.sampleStrokes);
    return d;
}

} // namespace

void addSearch(py::module_& m) {
    const ShotSearchOptions search;
    m.def("solve", &solve, py::arg("level"), py::arg("max_strokes") = 0,
          py::arg("budget") = search.tickBudget, py::arg("angles") = search.angles,
          py::arg("speeds") = search.speeds, py::arg("beam") = search.beamWidth,
          py::arg("waits") = search.waits, py::arg("threads") = 0,
          "`golf solve`: searches shots that hole out; the result does not depend on threads.");
    const RatingOptions rating;
    m.def("rate", &rate, py::arg("level"), py::arg("samples") = rating.samples,
          py::arg("seed") = rating.seed, py::arg("angle_sigma") = rating.angleSigmaDegrees,
          py::arg("speed_sigma") = rating.speedSigmaFraction,
          py::arg("par_share") = rating.parSuccessShare, py::arg("min_par") = rating.minPar,
          py::arg("timing_sigma") = rating.timingSigmaSeconds, py::arg("angles") = 0,
          py::arg("speeds") = 0, py::arg("waits") = 0, py::arg("threads") = 0,
          "`golf rate`: fewest strokes found, suggested par, a noisy player's success; the "
          "keys of `golf rate --json` (and each sample's strokes).");
}

} // namespace golf::python
