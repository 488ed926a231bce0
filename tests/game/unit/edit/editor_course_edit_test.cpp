// Tests of the editor's course model (CourseEdit): a course opened or created, a level added,
// holes moved and removed with undo and redo, saved only when the loader accepts it, and the
// course file the editor offers for a level.

#include "CourseEdit.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"
#include "test_level.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace golf::game {
namespace {

namespace fs = std::filesystem;

/// A fresh folder holding the levels a.json, b.json and c.json.
fs::path folderWithLevels(const std::string& name) {
    const fs::path folder =
        fs::temp_directory_path() / ("editor-course-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(folder);
    fs::create_directories(folder);
    for (const char* level : {"a", "b", "c"}) {
        const std::string error = writeLevelFile(
            folder / (std::string(level) + ".json"),
            test::makeLevel({"#####", "#S.O#", "#####"}, std::string("Hole ") + level));
        EXPECT_EQ(error, "");
    }
    return folder;
}

/// The holes' file names in order.
std::vector<std::string> namesOf(const Course& course) {
    std::vector<std::string> names;
    for (const fs::path& hole : course.holes) {
        names.push_back(hole.filename().string());
    }
    return names;
}

using Names = std::vector<std::string>;

TEST(EditorCourseEdit, ANewCourseGetsTheLevelAndLoadsBack) {
    const fs::path folder = folderWithLevels("new");
    const CourseOpenResult opened = openCourseForEditing(folder / "mine.json", "My Course");
    ASSERT_TRUE(opened.course.has_value());
    EXPECT_TRUE(opened.created);
    EXPECT_EQ(opened.course->name, "My Course");
    EXPECT_TRUE(opened.course->holes.empty());
    CourseEdit edit(folder / "mine.json", *opened.course, opened.created);
    EXPECT_TRUE(edit.modified());
    // No holes yet: the loader would refuse it, so nothing is written.
    EXPECT_NE(edit.save().find("holes"), std::string::npos);
    EXPECT_FALSE(fs::exists(folder / "mine.json"));
    EXPECT_EQ(edit.add(folder / "b.json"), "");
    EXPECT_EQ(edit.add(folder / "." / "b.json"), "the course has it already as hole 1");
    EXPECT_EQ(edit.add(folder / "a.json"), "");
    EXPECT_EQ(edit.save(), "");
    EXPECT_FALSE(edit.modified());
    const CourseLoadResult loaded = loadCourseFile(folder / "mine.json");
    ASSERT_TRUE(loaded.course.has_value());
    EXPECT_EQ(loaded.course->name, "My Course");
    EXPECT_EQ(namesOf(*loaded.course), (Names{"b.json", "a.json"}));
    fs::remove_all(folder);
}

TEST(EditorCourseEdit, HolesMoveAndAreRemovedWithUndo) {
    const fs::path folder = folderWithLevels("move");
    CourseEdit edit(folder / "course.json",
                    Course{"C", {folder / "a.json", folder / "b.json", folder / "c.json"}}, false);
    EXPECT_FALSE(edit.modified());
    EXPECT_TRUE(edit.move(0, +2));
    EXPECT_EQ(namesOf(edit.course()), (Names{"b.json", "c.json", "a.json"}));
    EXPECT_TRUE(edit.move(2, -1));
    EXPECT_EQ(namesOf(edit.course()), (Names{"b.json", "a.json", "c.json"}));
    EXPECT_TRUE(edit.move(2, -5)); // clamped to the first place
    EXPECT_EQ(namesOf(edit.course()), (Names{"c.json", "b.json", "a.json"}));
    EXPECT_FALSE(edit.move(0, -1));
    EXPECT_FALSE(edit.move(2, +1));
    EXPECT_FALSE(edit.move(3, -1));
    EXPECT_TRUE(edit.remove(1));
    EXPECT_EQ(namesOf(edit.course()), (Names{"c.json", "a.json"}));
    EXPECT_FALSE(edit.remove(2));
    EXPECT_EQ(edit.indexOf(folder / "a.json"), 1u);
    EXPECT_FALSE(edit.indexOf(folder / "b.json").has_value());
    EXPECT_TRUE(edit.modified());
    EXPECT_TRUE(edit.undo());
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(namesOf(edit.course()), (Names{"b.json", "a.json", "c.json"}));
    EXPECT_TRUE(edit.redo());
    EXPECT_EQ(namesOf(edit.course()), (Names{"c.json", "b.json", "a.json"}));
    EXPECT_TRUE(edit.undo());
    EXPECT_TRUE(edit.undo());
    EXPECT_TRUE(edit.undo());
    EXPECT_FALSE(edit.undo());
    EXPECT_FALSE(edit.modified());
    fs::remove_all(folder);
}

TEST(EditorCourseEdit, BrokenCoursesAndMissingFoldersAreReported) {
    const fs::path folder = folderWithLevels("broken");
    std::ofstream(folder / "bad.json") << R"({"format": "minigolf-course/1", "name": "B"})";
    const CourseOpenResult bad = openCourseForEditing(folder / "bad.json", "x");
    EXPECT_FALSE(bad.course.has_value());
    ASSERT_FALSE(bad.errors.empty());
    EXPECT_NE(bad.errors[0].find("bad.json"), std::string::npos);
    const CourseOpenResult none = openCourseForEditing(folder / "no" / "c.json", "x");
    EXPECT_FALSE(none.course.has_value());
    ASSERT_EQ(none.errors.size(), 1u);
    EXPECT_NE(none.errors[0].find("c.json: the folder"), std::string::npos);
    fs::remove_all(folder);
}

TEST(EditorCourseEdit, TheOfferedCourseListsTheLevelIfOneDoes) {
    const fs::path folder = folderWithLevels("suggest");
    EXPECT_EQ(suggestCourseFile(folder / "a.json"), folder / "course.json");
    CourseEdit first(folder / "1-first.json", Course{"First", {folder / "b.json"}}, true);
    ASSERT_EQ(first.save(), "");
    EXPECT_EQ(suggestCourseFile(folder / "a.json"), folder / "1-first.json");
    CourseEdit second(folder / "2-second.json", Course{"Second", {folder / "a.json"}}, true);
    ASSERT_EQ(second.save(), "");
    EXPECT_EQ(suggestCourseFile(folder / "a.json"), folder / "2-second.json");
    EXPECT_EQ(suggestCourseFile(folder / "b.json"), folder / "1-first.json");
    // A course one folder up that lists the level comes first; one that does not, never.
    fs::create_directories(folder / "sub");
    ASSERT_EQ(writeLevelFile(folder / "sub" / "d.json",
                             test::makeLevel({"#####", "#S.O#", "#####"}, "D")),
              "");
    EXPECT_EQ(suggestCourseFile(folder / "sub" / "d.json"), folder / "sub" / "course.json");
    CourseEdit above(folder / "3-above.json", Course{"Above", {folder / "sub" / "d.json"}}, true);
    ASSERT_EQ(above.save(), "");
    EXPECT_EQ(suggestCourseFile(folder / "sub" / "d.json"), folder / "3-above.json");
    EXPECT_TRUE(sameFile(folder / "x" / ".." / "a.json", folder / "a.json"));
    EXPECT_FALSE(sameFile(folder / "a.json", folder / "b.json"));
    fs::remove_all(folder);
}

} // namespace
} // namespace golf::game
