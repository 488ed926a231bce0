// The bounded file reader (formats/src/file_text.hpp): whole files of every size around its
// chunk (64 KiB) read back byte for byte, the limit refused by one byte.

#include "file_text.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <random>
#include <string>
#include <unistd.h>

namespace golf {
namespace {

namespace fs = std::filesystem;

/// A folder of files for one test, removed with it.
class Scratch {
  public:
    explicit Scratch(const std::string& name)
        : folder_(fs::temp_directory_path() /
                  ("file-text-" + std::to_string(::getpid()) + "-" + name)) {
        fs::create_directories(folder_);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
    ~Scratch() { fs::remove_all(folder_); }

    [[nodiscard]] fs::path file(const std::string& name, const std::string& text) const {
        const fs::path path = folder_ / name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

  private:
    fs::path folder_;
};

std::string randomText(std::size_t size, std::mt19937& random) {
    std::string text(size, '\0');
    for (char& c : text) {
        c = static_cast<char>(random() % 256); // any byte, NUL included
    }
    return text;
}

TEST(FileText, EverySizeAroundTheChunkIsReadWhole) {
    std::mt19937 random(5);
    const Scratch scratch("sizes");
    for (const std::size_t size :
         {std::size_t{0}, std::size_t{1}, std::size_t{65535}, std::size_t{65536},
          std::size_t{65537}, std::size_t{131072}, std::size_t{200001}}) {
        const std::string text = randomText(size, random);
        const fs::path path = scratch.file("f" + std::to_string(size), text);
        const FileText file = readTextFile(path, 1024 * 1024);
        EXPECT_EQ(file.error, "") << size;
        EXPECT_EQ(file.text.size(), size);
        EXPECT_TRUE(file.text == text) << size;
    }
}

TEST(FileText, TheLimitIsRefusedByOneByte) {
    std::mt19937 random(6);
    const Scratch scratch("limit");
    const std::size_t limit = 1024 * 1024;
    const FileText at = readTextFile(scratch.file("at", randomText(limit, random)), limit);
    EXPECT_EQ(at.error, "");
    EXPECT_EQ(at.text.size(), limit);
    const FileText over = readTextFile(scratch.file("over", randomText(limit + 1, random)), limit);
    EXPECT_EQ(over.error, "the file is larger than 1 MiB");
    EXPECT_TRUE(over.text.empty());
}

TEST(FileText, WhatIsNotARegularFileIsSaid) {
    EXPECT_EQ(readTextFile(fs::temp_directory_path(), 1024 * 1024).error,
              "is a folder, not a file");
    EXPECT_EQ(
        readTextFile(fs::temp_directory_path() / "no-such-file-for-file-text", 1024 * 1024).error,
        "no such file");
}

} // namespace
} // namespace golf
