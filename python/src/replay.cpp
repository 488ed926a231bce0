// minigolf.replay: a shot log replayed as `golf replay --json` replays it, returned as the
// Python objects of the line it prints (the tool's own report code builds the line).

#include "golf/replay/replay.hpp"

#include "bindings.hpp"
#include "replay_report.hpp"

namespace golf::python {

void addReplay(py::module_& m) {
    m.def(
        "replay",
        [](const py::handle& pathObject, bool checkExpect, bool ignoreLevelHash) {
            const std::string path = py::str(py::module_::import("os").attr("fspath")(pathObject));
            std::string line;
            {
                py::gil_scoped_release release;
                const ReplayFileResult result =
                    replayFile(path, golf::ReplayOptions{.checkExpect = checkExpect,
                                                         .ignoreLevelHash = ignoreLevelHash,
                                                         .shotDetails = true});
                line = cli::jsonReport(path, result);
            }
            return py::module_::import("json").attr("loads")(line);
        },
        py::arg("log_path"), py::arg("check_expect") = true, py::arg("ignore_level_hash") = false,
        "Replays a shot log; returns what `golf replay --json LOG` prints for it, as a dict "
        "({'log', 'shots', 'final'} and 'errors' when it failed or its expectation differs).");
}

} // namespace golf::python
