// Levels and courses for Python: load_level, load_course, file_kind, the Level and Course
// classes, and FormatError with the loader's located messages.

#include "bindings.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/core/tile.hpp"
#include "golf/formats/level_loader.hpp"

#include <filesystem>
#include <pybind11/stl.h>
#include <thread>

namespace golf::python {

namespace {

std::string joined(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) {
        text += (text.empty() ? "" : "\n") + line;
    }
    return text;
}

/// The Python type of minigolf.FormatError: made once when the module is imported and never
/// changed after (a translator is a plain function, so it cannot capture it).
PyObject* formatErrorType = nullptr;

void translateFormatError(std::exception_ptr error) {
    try {
        if (error) {
            std::rethrow_exception(error);
        }
    } catch (const FormatError& e) {
        py::object instance = py::reinterpret_borrow<py::object>(formatErrorType)(e.what());
        instance.attr("errors") = py::cast(e.errors());
        PyErr_SetObject(formatErrorType, instance.ptr());
    }
}

std::string pathText(const py::handle& path) {
    return py::str(py::module_::import("os").attr("fspath")(path));
}

/// The tiles as the level file writes them, one string per row: '.' open, '#' block, ' '
/// void, and the corner triangles 'L', 'J', '7', 'F' (floors and elements are not shown).
std::vector<std::string> tileRows(const Level& level) {
    std::vector<std::string> rows;
    for (int row = 0; row < level.height; ++row) {
        std::string text;
        for (int col = 0; col < level.width; ++col) {
            text += tileToChar(level.at(col, row));
        }
        rows.push_back(std::move(text));
    }
    return rows;
}

struct CourseHandle {
    std::string name;
    std::vector<std::string> holes;
    std::string path;
};

} // namespace

FormatError::FormatError(std::vector<std::string> errors)
    : std::runtime_error(joined(errors)), errors_(std::move(errors)) {}

LevelHandle loadLevelHandle(const std::string& path) {
    LevelLoadResult loaded = loadLevelFile(path);
    if (!loaded.level) {
        throw FormatError(std::move(loaded.errors));
    }
    return {std::make_shared<const Level>(std::move(*loaded.level)), path};
}

LevelHandle levelArgument(const py::handle& level) {
    if (py::isinstance<LevelHandle>(level)) {
        return level.cast<LevelHandle>();
    }
    return loadLevelHandle(pathText(level));
}

int threadCount(int threads) {
    if (threads < 0) {
        throw py::value_error("threads must be 0 (the cores) or more, not " +
                              std::to_string(threads));
    }
    return threads > 0 ? threads
                       : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

void addLevels(py::module_& m) {
    formatErrorType = PyErr_NewException("minigolf.FormatError", PyExc_ValueError, nullptr);
    m.attr("FormatError") = py::reinterpret_borrow<py::object>(formatErrorType);
    py::register_exception_translator(translateFormatError);

    py::class_<LevelHandle>(m, "Level", "A level read from a file (immutable).")
        .def_property_readonly("path", [](const LevelHandle& h) { return h.path; })
        .def_property_readonly("name", [](const LevelHandle& h) { return h.level->name; })
        .def_property_readonly("par", [](const LevelHandle& h) { return h.level->par; })
        .def_property_readonly("width", [](const LevelHandle& h) { return h.level->width; })
        .def_property_readonly("height", [](const LevelHandle& h) { return h.level->height; })
        .def_property_readonly(
            "tee",
            [](const LevelHandle& h) { return py::make_tuple(h.level->tee.x, h.level->tee.y); })
        .def_property_readonly(
            "cup",
            [](const LevelHandle& h) { return py::make_tuple(h.level->cup.x, h.level->cup.y); })
        .def_property_readonly("cup_radius",
                               [](const LevelHandle& h) { return h.level->cupRadius; })
        .def_property_readonly("ball_radius",
                               [](const LevelHandle& h) { return h.level->ballRadius; })
        .def_property_readonly("max_strokes",
                               [](const LevelHandle& h) { return h.level->maxStrokes; })
        .def_property_readonly("max_shot_speed",
                               [](const LevelHandle& h) { return h.level->physics.maxShotSpeed; })
        .def_property_readonly("tick_rate",
                               [](const LevelHandle& h) { return h.level->physics.tickRate; })
        .def_property_readonly("has_movers",
                               [](const LevelHandle& h) { return !h.level->movers.empty(); })
        .def_property_readonly("hash",
                               [](const LevelHandle& h) { return hashToHex(levelHash(*h.level)); })
        .def_property_readonly("tiles", [](const LevelHandle& h) { return tileRows(*h.level); })
        .def("__repr__", [](const LevelHandle& h) {
            return "<minigolf.Level '" + h.level->name + "' par " + std::to_string(h.level->par) +
                   ", " + std::to_string(h.level->width) + "x" + std::to_string(h.level->height) +
                   " from " + h.path + ">";
        });

    py::class_<CourseHandle>(m, "Course", "A course: its name and its holes' level files.")
        .def_readonly("name", &CourseHandle::name)
        .def_readonly("holes", &CourseHandle::holes)
        .def_readonly("path", &CourseHandle::path)
        .def(
            "levels",
            [](const CourseHandle& c) {
                std::vector<LevelHandle> levels;
                for (const std::string& hole : c.holes) {
                    levels.push_back(loadLevelHandle(hole));
                }
                return levels;
            },
            "Loads every hole (raises FormatError for a broken one).")
        .def("__len__", [](const CourseHandle& c) { return c.holes.size(); })
        .def("__repr__", [](const CourseHandle& c) {
            return "<minigolf.Course '" + c.name + "', " + std::to_string(c.holes.size()) +
                   " holes, from " + c.path + ">";
        });

    m.def(
        "load_level", [](const py::handle& path) { return loadLevelHandle(pathText(path)); },
        py::arg("path"), "Reads a level file; raises FormatError with every problem, located.");
    m.def(
        "load_course",
        [](const py::handle& pathObject) {
            const std::string path = pathText(pathObject);
            CourseLoadResult loaded = loadCourseFile(path);
            if (!loaded.course) {
                throw FormatError(std::move(loaded.errors));
            }
            CourseHandle course{loaded.course->name, {}, path};
            for (const std::filesystem::path& hole : loaded.course->holes) {
                course.holes.push_back(hole.string());
            }
            return course;
        },
        py::arg("path"),
        "Reads a course file (hole paths resolved against it); raises FormatError.");
    m.def(
        "file_kind",
        [](const py::handle& path) {
            const FileFormatResult format = detectFileFormat(pathText(path));
            if (!format.format) {
                throw FormatError(format.errors);
            }
            return std::string(*format.format == FileFormat::Level ? "level" : "course");
        },
        py::arg("path"), "'level' or 'course', by the file's \"format\" key.");
}

} // namespace golf::python
