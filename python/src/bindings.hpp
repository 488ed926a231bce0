#pragma once

// What the areas of the Python module `_minigolf` share: a loaded level as Python holds it,
// the conversion of a level argument (a Level or a path), FormatError, and one function per
// area that adds that area's names to the module (module.cpp calls them).

#include "golf/core/level.hpp"

#include <memory>
#include <pybind11/pybind11.h>
#include <stdexcept>
#include <string>
#include <vector>

namespace golf::python {

namespace py = pybind11;

/// A level loaded from a file: immutable, shared by every Match and batch made from it.
struct LevelHandle {
    std::shared_ptr<const Level> level;
    std::string path; ///< the file it was read from, as given
};

/// The loader's located messages ("FILE: row R, column C: ..."); Python sees
/// minigolf.FormatError (a ValueError) with them as its text and its `errors` list.
class FormatError : public std::runtime_error {
  public:
    explicit FormatError(std::vector<std::string> errors);
    [[nodiscard]] const std::vector<std::string>& errors() const { return errors_; }

  private:
    std::vector<std::string> errors_;
};

/// Loads the level file at `path`; throws FormatError with every problem.
[[nodiscard]] LevelHandle loadLevelHandle(const std::string& path);

/// A Level object, or a path (str or os.PathLike) that is loaded.
[[nodiscard]] LevelHandle levelArgument(const py::handle& level);

/// The worker threads for `threads` (0: the cores), at least 1.
[[nodiscard]] int threadCount(int threads);

void addLevels(py::module_& m);
void addMatch(py::module_& m);
void addReplay(py::module_& m);
void addShootMany(py::module_& m);
void addSearch(py::module_& m);
void addEnvSupport(py::module_& m);

} // namespace golf::python
