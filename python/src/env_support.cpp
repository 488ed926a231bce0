// What the learning environment needs from the engine beyond shots: the distance a ball must
// roll to the cup round the walls (the shot search's field), for observations and shaping.

#include "bindings.hpp"
#include "golf/analysis/shot_search.hpp"

#include <pybind11/numpy.h>

namespace golf::python {

namespace {

/// A level's CupDistanceField, kept with the level it was built for.
struct CupDistance {
    LevelHandle level;
    std::shared_ptr<const CupDistanceField> field;
};

} // namespace

void addEnvSupport(py::module_& m) {
    py::class_<CupDistance>(m, "CupDistance",
                            "Distance (tiles) a ball's centre must travel to the cup, round the "
                            "walls (the shot search's lattice); +1000 where it cannot reach.")
        .def(py::init([](const py::handle& level) {
                 LevelHandle handle = levelArgument(level);
                 if (static_cast<std::int64_t>(handle.level->width) * handle.level->height >
                     maxShotSearchTiles) {
                     throw py::value_error(handle.path + ": too large for the distance field");
                 }
                 auto field = std::make_shared<const CupDistanceField>(*handle.level);
                 return CupDistance{std::move(handle), std::move(field)};
             }),
             py::arg("level"))
        .def(
            "__call__",
            [](const CupDistance& self,
               const py::array_t<double, py::array::c_style | py::array::forcecast>& x,
               const py::array_t<double, py::array::c_style | py::array::forcecast>& y) {
                if (x.size() != y.size()) {
                    throw py::value_error("x and y must have the same size");
                }
                py::array_t<double> out(x.request().shape);
                const double* xs = x.data();
                const double* ys = y.data();
                double* d = out.mutable_data();
                for (py::ssize_t i = 0; i < x.size(); ++i) {
                    d[i] = self.field->at({xs[i], ys[i]});
                }
                return out;
            },
            py::arg("x"), py::arg("y"), "Distances at ball centres (x, y), as an array.");
}

} // namespace golf::python
