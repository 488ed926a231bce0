// Tests of the course writer: the text is the course file a person writes, it loads back to the
// same holes from any folder layout, and a course the loader would refuse is never written.

#include "golf/formats/course_writer.hpp"
#include "golf/formats/level_loader.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <string>
#include <unistd.h>

namespace golf {
namespace {

namespace fs = std::filesystem;

/// A fresh folder under the temporary directory.
fs::path scratchFolder(const std::string& name) {
    const fs::path folder =
        fs::temp_directory_path() / ("course-writer-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

std::string readText(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void touch(const fs::path& path) {
    fs::create_directories(path.parent_path());
    std::ofstream(path) << "{}";
}

TEST(CourseWriter, TextIsTheHandWrittenLayout) {
    const fs::path folder = scratchFolder("text");
    const Course course{"Front \"Nine\" \u00e9", {folder / "01.json", folder / "sub" / "02.json"}};
    EXPECT_EQ(courseToJson(course, folder / "course.json"),
              "{\n"
              "  \"format\": \"minigolf-course/1\",\n"
              "  \"name\": \"Front \\\"Nine\\\" \u00e9\",\n"
              "  \"holes\": [\n"
              "    \"01.json\",\n"
              "    \"sub/02.json\"\n"
              "  ]\n"
              "}\n");
    fs::remove_all(folder);
}

TEST(CourseWriter, HolePathsAreRelativeToTheCourseFile) {
    const fs::path folder = scratchFolder("paths");
    EXPECT_EQ(coursePathOf(folder / "a" / "h.json", folder / "a" / "c.json"), "h.json");
    EXPECT_EQ(coursePathOf(folder / "b" / "h.json", folder / "a" / "c.json"), "../b/h.json");
    EXPECT_EQ(coursePathOf(folder / "a" / "." / "x" / ".." / "h.json", folder / "a" / "c.json"),
              "h.json");
    // Relative to the working folder on both sides.
    EXPECT_EQ(coursePathOf("levels/h.json", "levels/c.json"), "h.json");
    EXPECT_EQ(coursePathOf("h.json", "c.json"), "h.json");
    fs::remove_all(folder);
}

TEST(CourseWriter, WrittenCourseLoadsBackWithTheSameHoles) {
    const fs::path folder = scratchFolder("roundtrip");
    const fs::path courseFile = folder / "courses" / "mine.json";
    const Course course{"Mine",
                        {folder / "courses" / "2.json", folder / "levels" / "1.json",
                         folder / "courses" / "deep" / "3.json"}};
    for (const fs::path& hole : course.holes) {
        touch(hole);
    }
    ASSERT_EQ(writeCourseFile(courseFile, course), "");
    const CourseLoadResult loaded = loadCourseFile(courseFile);
    ASSERT_TRUE(loaded.course.has_value()) << loaded.errors.front();
    EXPECT_EQ(loaded.course->name, "Mine");
    ASSERT_EQ(loaded.course->holes.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(loaded.course->holes[i].lexically_normal(), course.holes[i].lexically_normal());
    }
    EXPECT_NE(readText(courseFile).find("\"../levels/1.json\""), std::string::npos);
    fs::remove_all(folder);
}

TEST(CourseWriter, ACourseTheLoaderRefusesIsNotWritten) {
    const fs::path folder = scratchFolder("refused");
    const fs::path courseFile = folder / "c.json";
    touch(folder / "1.json");
    ASSERT_EQ(writeCourseFile(courseFile, Course{"Old", {folder / "1.json"}}), "");
    const std::string before = readText(courseFile);

    const std::string missing = writeCourseFile(courseFile, Course{"New", {folder / "2.json"}});
    EXPECT_NE(missing.find(courseFile.string() + ": not written: "), std::string::npos) << missing;
    EXPECT_NE(missing.find("hole 1: no such file"), std::string::npos) << missing;
    EXPECT_NE(writeCourseFile(courseFile, Course{"Empty", {}}).find("holes"), std::string::npos);
    EXPECT_NE(writeCourseFile(courseFile, Course{"", {folder / "1.json"}}), "");
    EXPECT_EQ(readText(courseFile), before);

    const std::string noFolder =
        writeCourseFile(folder / "nope" / "c.json", Course{"X", {folder / "1.json"}});
    EXPECT_NE(noFolder.find("nope"), std::string::npos) << noFolder;
    EXPECT_FALSE(fs::exists(folder / "nope"));
    fs::remove_all(folder);
}

} // namespace
} // namespace golf
