// The compiled part of the Python package `minigolf` (python/minigolf/__init__.py re-exports
// it); docs/python.md documents the API.

#include "bindings.hpp"
#include "golf/core/version.hpp"

PYBIND11_MODULE(_minigolf, m) {
    m.doc() = "The minigolf engine: levels, matches, replays, batches of shots, search, rating";
    golf::python::addLevels(m);
    golf::python::addMatch(m);
    golf::python::addReplay(m);
    golf::python::addShootMany(m);
    golf::python::addSearch(m);
    golf::python::addEnvSupport(m);
}
